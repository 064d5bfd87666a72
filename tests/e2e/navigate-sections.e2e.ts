import { expect, test } from '@playwright/test';
import { fetchCatalogue, openMenu, waitForGrid } from './support/demo-catalogue';

const SECTIONS = [
  { title: 'Fabrica de tech', path: '/mazos' },
  { title: 'Editor de Banlists', path: '/banlists' },
  { title: 'Análisis de Mazos', path: '/analisis' },
  { title: 'Revisión de Cartas', path: '/revision' },
  { title: 'Mazos de la comunidad', path: '/comunidad' },
  { title: 'Mi colección', path: '/coleccion' },
  { title: 'Visor de Cartas', path: '/cartas' },
];

test('a visitor reaches every section through the menu, which closes on each choice', async ({
  page,
}) => {
  await page.goto('/cartas');
  await waitForGrid(page);
  for (const section of SECTIONS) {
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: section.title }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(section.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title);
  }
});

test('reload and the back button keep the visitor in the section they were in', async ({
  page,
}) => {
  await page.goto('/cartas');
  await waitForGrid(page);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Editor de Banlists' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor de Banlists');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor de Banlists');
  await page.goBack();
  await expect(page).toHaveURL('/cartas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visor de Cartas');
});

test('an unknown path shows the card viewer', async ({ page }) => {
  await page.goto('/esta-seccion-no-existe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visor de Cartas');
  await waitForGrid(page);
});

test('the filter panel is in the menu over the card viewer and the deck builder only', async ({
  page,
}) => {
  for (const [path, hasFilters] of [
    ['/cartas', true],
    ['/mazos', true],
    ['/banlists', false],
    ['/cuenta/entrar', false],
  ] as const) {
    await page.goto(path);
    const menu = await openMenu(page);
    await expect(menu.getByRole('heading', { name: 'Filtros' })).toHaveCount(hasFilters ? 1 : 0);
  }
});

test.describe('before the service worker has the app', () => {
  test.use({ serviceWorkers: 'block' });

  test("a section whose code does not arrive says so, keeps the header, and opens on 'Reintentar'", async ({
    page,
  }) => {
    await page.goto('/cartas');
    await waitForGrid(page);
    const builderChunk = '**/assets/deck-builder-screen-*.js';
    await page.route(builderChunk, (route) => route.abort('internetdisconnected'));
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Fabrica de tech' }).click();

    const failure = page.getByRole('alert');
    await expect(failure).toContainText('No se pudo abrir esta sección');
    await expect(failure).toContainText('No llegó el código de esta sección.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fabrica de tech');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeEnabled();

    await page.unroute(builderChunk);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(
      page.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("the builder's title and close button show while its code downloads", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const builderChunk = '**/assets/deck-builder-screen-*.js';
    await page.route(builderChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/mazos');

    const builder = page.getByRole('dialog', { name: 'Fabrica de tech' });
    await expect(builder.getByRole('status')).toHaveText('Cargando...');
    await expect(builder.getByRole('button', { name: 'Cerrar Fabrica de tech' })).toBeVisible();
    release();
    await expect(
      builder.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }),
    ).toBeVisible();
    await builder.getByRole('button', { name: 'Cerrar Fabrica de tech' }).click();
    await expect(page).toHaveURL('/cartas');
  });

  test("a card's page shows the card when the editor's button cannot be downloaded", async ({
    page,
    request,
  }) => {
    const [card] = await fetchCatalogue(request);
    if (card === undefined) throw new Error('The demo catalogue is empty');
    await page.route('**/assets/edit-card-button-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(`/cartas/${card.id}`);

    await expect(page.getByRole('heading', { level: 2, name: card.nombre })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("the header offers 'Reintentar cuenta' when the account control cannot be downloaded", async ({
    page,
  }) => {
    const accountChunk = '**/assets/account-control-*.js';
    await page.route(accountChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/cartas');
    await waitForGrid(page);

    const retry = page.getByRole('banner').getByRole('button', { name: 'Reintentar cuenta' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);

    await page.unroute(accountChunk);
    await retry.click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
    ).toBeVisible();
    await expect(retry).toHaveCount(0);
  });
});
