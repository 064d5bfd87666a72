import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  closeOpenDeck,
  saveOpenDeck,
  savedDeckButton,
  startRacialEdicionDeck,
} from './support/account-decks';
import { toDeckSharePath } from '../../src/client/paths';
import { encodeDeckShare } from '../../src/domain/decks/share-link';
import { addCopies, expectDeckCount } from './support/deck-builder';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';
import { startReleaseProxy } from './support/release-proxy';
import { APP_SCRIPTS, holdScriptsBack } from './support/slow-network';
import {
  canReachServer,
  goBackOnline,
  gotoOffline,
  waitForServiceWorkerControl,
} from './support/service-worker';

/** An element's box on the page, as Playwright measures it. */
type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

const OFFLINE_MESSAGE = 'Sin conexión: esta sección necesita conexión';
const FORMATO_LIBRE = 'Formato Libre - Primer Bloque';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the app can be installed: a valid manifest with its icons, and a service worker that controls the page', async ({
  page,
  request,
}) => {
  await page.goto('/cartas');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.ok()).toBe(true);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Grimorio',
    short_name: 'Grimorio',
    lang: 'es',
    start_url: '/cartas',
    scope: '/',
    display: 'standalone',
    theme_color: '#0c0a09',
    background_color: '#0c0a09',
  });
  expect(String(manifest.description)).toMatch(/Catálogo de cartas/);
  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toBe('image/png');
    const body = await response.body();
    // A PNG's width and height sit at bytes 16–23 of its header.
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([width, height]);
  }
  // iOS reads its home-screen icon from the page, not from the manifest.
  const touchIconHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const touchIcon = await request.get(touchIconHref ?? '');
  expect(touchIcon.headers()['content-type']).toBe('image/png');
  const touchIconBody = await touchIcon.body();
  expect([touchIconBody.readUInt32BE(16), touchIconBody.readUInt32BE(20)]).toEqual([180, 180]);

  const script = await request.get('/sw.js');
  expect(script.headers()['cache-control']).toBe('no-cache');
  const policy = script.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");

  await waitForServiceWorkerControl(page);
  await waitForGrid(page);
});

/** One online visit of the screens a player uses offline, so their data and images are kept. */
async function visitOnline(page: Page, cardId: number): Promise<void> {
  await page.goto('/cartas');
  await waitForServiceWorkerControl(page);
  await waitForGrid(page);
  await page.goto(`/cartas/${cardId}`);
  await expect(page.getByRole('heading', { name: 'Habilidad', exact: true })).toBeVisible();
  await page.goto('/mazos');
  await expect(page.getByRole('heading', { name: 'Crear tech' })).toBeVisible();
}

test('after one visit, offline, a player browses the catalogue, opens a card, builds, saves and analyses a deck; the review says it needs a connection', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const catalogue = await fetchCatalogue(request);
  const card = findCardWithImage(catalogue);
  const other = catalogue.find(
    (candidate) => candidate.id !== card.id && candidate.tipo === 'aliado',
  );
  if (!other) throw new Error('The demo catalogue has no second ally');
  const unseen = catalogue.find((candidate) => candidate.id !== card.id && candidate !== other);
  if (!unseen) throw new Error('The demo catalogue has no third card');
  await visitOnline(page, card.id);

  await context.setOffline(true);
  expect(await canReachServer(page)).toBe(false);

  // The catalogue, from the copy kept of /api/cards, with the image seen online.
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  const tile = grid.getByRole('link', { name: new RegExp(card.nombre) }).first();
  // Its image, kept when seen online.
  await expect
    .poll(() =>
      tile
        .locator('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await expect(tile.getByText('Sin Imagen')).toHaveCount(0);
  await tile.click();
  await expect(page.getByRole('heading', { level: 2, name: card.nombre })).toBeVisible();
  await expect(page.getByText(`Edición: ${card.edicion}`)).toBeVisible();
  // Another card, opened from the grid, comes from the catalogue already in the browser.
  await page.getByRole('button', { name: '← Volver al catálogo' }).click();
  await waitForGrid(page);
  await grid
    .getByRole('link', { name: new RegExp(other.nombre) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: other.nombre })).toBeVisible();
  // A card never opened online, by its address: found in the catalogue kept offline.
  await page.goto(`/cartas/${unseen.id}`);
  await expect(page.getByRole('heading', { level: 2, name: unseen.nombre })).toBeVisible();

  // The deck builder, with the official formats kept from the visit, saving in the browser.
  await page.goto('/mazos');
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 2);
  await addCopies(page, 'Caballero del Roble', 1);
  await expectDeckCount(page, 3);
  await saveOpenDeck(page, 'Sin señal');
  await closeOpenDeck(page);
  await expect(savedDeckButton(page, 'Sin señal')).toBeVisible();
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 3);
  await saveOpenDeck(page, 'Andén');
  await closeOpenDeck(page);

  // The analysis of the two decks saved offline.
  await page.goto('/analisis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análisis de Mazos');
  const firstSelect = page.getByRole('combobox', { name: 'Primer mazo' });
  await expect(firstSelect.getByRole('option', { name: /Sin señal/ })).toHaveCount(1);
  await expect(firstSelect.getByRole('option', { name: /Andén/ })).toHaveCount(1);
  await expect(page.getByRole('figure').first()).toBeVisible();

  // The banlist editor with the official formats.
  await page.goto('/banlists');
  await page.getByLabel('Formato', { exact: true }).selectOption({ label: FORMATO_LIBRE });
  await expect(page.getByRole('heading', { level: 2, name: FORMATO_LIBRE })).toBeVisible();

  // Screens that need the server say so, and come back with the connection.
  await gotoOffline(page, '/revision');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE })).toBeVisible();
  await gotoOffline(page, '/cuenta/entrar');
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toHaveCount(0);
  await gotoOffline(page, '/comunidad');
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
  await gotoOffline(page, '/revision');
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();

  await goBackOnline(page);
  await expect(page.getByText('Inicia sesión para revisar cartas.')).toBeVisible();
  await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
});

test('back online, a new release shows "Actualización disponible"; nothing reloads until "Actualizar"', async ({
  page,
  context,
}, testInfo) => {
  const proxy = await startReleaseProxy(String(testInfo.project.use.baseURL));
  try {
    await page.goto(`${proxy.url}/cartas`);
    await waitForServiceWorkerControl(page);
    const grid = await waitForGrid(page);
    const firstTile = grid.getByRole('link').first();

    // A release is deployed while the player has no signal; back online, the next page load
    // finds it.
    await context.setOffline(true);
    proxy.publishNextRelease();
    await context.setOffline(false);
    await page.reload();
    await waitForGrid(page);
    await firstTile.focus();
    await page.evaluate(() => {
      (window as unknown as { grimorioMarker: boolean }).grimorioMarker = true;
    });

    const prompt = page.getByRole('region', { name: 'Actualización disponible' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt.getByRole('status')).toContainText('Actualización disponible');
    // It neither takes the focus nor reloads the page.
    await expect(firstTile).toBeFocused();
    await prompt.getByRole('button', { name: 'Más tarde' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => 'grimorioMarker' in window)).toBe(true);

    // Still waiting on the next visit; 'Actualizar' hands over and reloads once.
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => {
      (window as unknown as { grimorioMarker: boolean }).grimorioMarker = true;
    });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'grimorioMarker' in window)).toBe(false);
    await waitForGrid(page);
    await expect(prompt).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeFalsy();
  } finally {
    await page.close();
    await proxy.close();
  }
});

test.describe('a first visit on a slow network', () => {
  // A first visit installs the service worker, which would answer the next visit itself with
  // the plain page and its cached scripts: these journeys are about the pages the server sends.
  test.use({ serviceWorkers: 'block' });

  test("the app's code is asked for only once the page has shown its first content, and its starter runs under the page's CSP", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) policyErrors.push(message.text());
    });
    const cards = await fetchCatalogue(page.request);
    const sharedDeck = toDeckSharePath(
      encodeDeckShare({
        name: 'Prestado',
        format: 'formatoLibre',
        cards: [{ id: cards[0]?.id ?? 1, count: 1 }],
      }),
    );
    for (const [address, appHeading] of [
      ['/cartas', 'Visor de Cartas'],
      ['/mazos', 'Fabrica de tech'],
      [sharedDeck, 'Fabrica de tech'],
      ['/analisis', 'Análisis de Mazos'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: appHeading }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
      const timing = await page.evaluate(() => ({
        firstContentfulPaint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        codeRequests: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstContentfulPaint, address).not.toBeNull();
      expect(timing.codeRequests.length, address).toBeGreaterThan(0);
      expect(Math.min(...timing.codeRequests), address).toBeGreaterThanOrEqual(
        timing.firstContentfulPaint ?? Infinity,
      );
    }
    expect(policyErrors).toEqual([]);
  });

  test('the header and "Cargando..." show, styled, before the JavaScript arrives, and the app then takes their place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const releaseScripts = await holdScriptsBack(page);
    // No stylesheet is fetched: it comes inside the page.
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
    });

    // Module scripts hold DOMContentLoaded back, so the test waits only for the page to arrive.
    await page.goto('/analisis', { waitUntil: 'commit' });
    const header = page.locator('header');
    await expect(header).toContainText('Grimorio');
    await expect(page.getByRole('status')).toHaveText('Cargando...');
    const headerBox = await header.boundingBox();
    expect(headerBox?.height).toBeGreaterThanOrEqual(44);
    expect(headerBox?.y).toBe(0);
    // Styled by the app's own rules (a sticky header), not the browser's defaults.
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');

    releaseScripts();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análisis de Mazos');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(headerBox?.height);
    expect(stylesheetRequests).toEqual([]);
  });

  /** Whether two boxes stand in the same place, to the pixel's rounding. */
  function expectSameBox(actual: Box | null, expected: Box | null): void {
    expect(actual).not.toBeNull();
    expect(expected).not.toBeNull();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((actual?.[key] ?? 0) - (expected?.[key] ?? 0))).toBeLessThanOrEqual(1);
    }
  }

  test("the catalogue's first cards, their images and the count show before the JavaScript arrives, and the app's grid takes their place where they stand", async ({
    page,
  }) => {
    const total = (await fetchCatalogue(page.request)).length;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      const releaseScripts = await holdScriptsBack(page);

      await page.goto('/cartas', { waitUntil: 'commit' });
      const tiles = page.getByRole('list', { name: 'Cartas' }).getByRole('listitem');
      const firstImage = tiles.first().locator('img');
      const count = page.getByText(`${total} cartas`, { exact: true });
      // Painted from the page alone: the first card's image has arrived and decoded.
      await expect(firstImage).toHaveJSProperty('complete', true);
      expect(
        await firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      await expect(count).toBeVisible();
      await expect(page.locator('header')).toHaveText('Visor de Cartas');
      await expect(page.getByRole('status')).toHaveCount(0);
      // Nothing that looks like a control pretends to work before the app's code: all drawn.
      await expect(page.getByRole('button')).toHaveCount(0);
      const drawn = {
        image: await firstImage.boundingBox(),
        fourth: await tiles.nth(3).boundingBox(),
        count: await count.boundingBox(),
        search: width < 768 ? await page.getByText('Buscar por nombre...').boundingBox() : null,
      };
      expect(drawn.search === null).toBe(width >= 768);

      releaseScripts();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visor de Cartas');
      await expect(page.getByRole('button', { name: /^Ver habilidad de / }).first()).toBeVisible();
      expectSameBox(await firstImage.boundingBox(), drawn.image);
      expectSameBox(await tiles.nth(3).boundingBox(), drawn.fourth);
      expectSameBox(await count.boundingBox(), drawn.count);
      if (drawn.search !== null) {
        expectSameBox(
          await page.getByRole('searchbox', { name: 'Buscar cartas' }).boundingBox(),
          drawn.search,
        );
      }
      await page.unroute(APP_SCRIPTS);
    }
  });

  test("the deck builder's frame and title show before the JavaScript arrives, and the app's frame takes their place where they stand", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      const releaseScripts = await holdScriptsBack(page);

      await page.goto('/mazos', { waitUntil: 'commit' });
      const title = page.getByRole('heading', { level: 2, name: 'Fabrica de tech' });
      await expect(title).toBeVisible();
      await expect(page.locator('header')).toHaveText('Fabrica de tech');
      await expect(page.getByRole('status')).toHaveText('Cargando...');
      const drawnBox = await title.boundingBox();

      releaseScripts();
      // The app's own frame: a dialog named by its title, with a close button that works.
      await expect(page.getByRole('dialog', { name: 'Fabrica de tech' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cerrar Fabrica de tech' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Fabrica de tech' })).toHaveCount(1);
      expect(await title.boundingBox()).toEqual(drawnBox);
      await page.unroute(APP_SCRIPTS);
    }
  });

  test("a shared deck's builder shows its deck, the first cards with their copies and the first image before the JavaScript arrives, and the app's builder takes their place where they stand", async ({
    page,
  }) => {
    const cards = await fetchCatalogue(page.request);
    const code = encodeDeckShare({
      name: 'Mazo de la tienda',
      format: 'formatoLibre',
      cards: cards.slice(0, 3).map((card) => ({ id: card.id, count: 1 })),
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      const releaseScripts = await holdScriptsBack(page);

      await page.goto(toDeckSharePath(code), { waitUntil: 'commit' });
      const tiles = page.getByRole('list', { name: 'Cartas' }).getByRole('listitem');
      const firstImage = tiles.first().locator('img');
      const count = page.getByText(`${cards.length} cartas`, { exact: true });
      const deckTitle = page.getByText('Mazo Actual', { exact: true }).filter({ visible: true });
      // Painted from the page alone: the first card's image has arrived and decoded.
      await expect(firstImage).toHaveJSProperty('complete', true);
      expect(
        await firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      await expect(count).toBeVisible();
      await expect(deckTitle).toBeVisible();
      await expect(page.getByText('3/50', { exact: true }).filter({ visible: true })).toBeVisible();
      await expect(tiles.first()).toContainText('1 en mazo');
      await expect(tiles.first()).toContainText('Quedan 2');
      await expect(tiles.nth(3)).not.toContainText('en mazo');
      await expect(page.getByRole('status')).toHaveCount(0);
      // Nothing that looks like a control pretends to work before the app's code: all drawn.
      await expect(page.getByRole('button')).toHaveCount(0);
      const drawn = {
        image: await firstImage.boundingBox(),
        imageAddress: await firstImage.evaluate((image: HTMLImageElement) => image.currentSrc),
        fourth: await tiles.nth(3).boundingBox(),
        count: await count.boundingBox(),
        deckTitle: await deckTitle.boundingBox(),
        search: width < 768 ? await page.getByText('Buscar por nombre...').boundingBox() : null,
      };
      expect(drawn.search === null).toBe(width >= 768);

      releaseScripts();
      await expect(page.getByRole('dialog', { name: 'Fabrica de tech' })).toBeVisible();
      await expect(
        width < 1024
          ? page.getByRole('button', { name: /^Mazo Actual: 3\/50 cartas/ })
          : page.getByRole('heading', { name: 'Mazo Actual' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Añadir una copia' }).first()).toBeAttached();
      expectSameBox(await firstImage.boundingBox(), drawn.image);
      // The app's first tile asks for the file the page already has.
      expect(await firstImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(
        drawn.imageAddress,
      );
      expectSameBox(await tiles.nth(3).boundingBox(), drawn.fourth);
      expectSameBox(await count.boundingBox(), drawn.count);
      expectSameBox(await deckTitle.boundingBox(), drawn.deckTitle);
      if (drawn.search !== null) {
        expectSameBox(
          await page.getByRole('searchbox', { name: 'Buscar cartas' }).boundingBox(),
          drawn.search,
        );
      }
      await page.unroute(APP_SCRIPTS);
      // The next width opens the link afresh, not over the deck this one left in progress.
      await page.evaluate(() => localStorage.clear());
    }
  });
});
