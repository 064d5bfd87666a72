import { expect, test, type Page, type Route } from '@playwright/test';
import { openMenu, waitForGrid } from './support/demo-catalogue';

// A format only the server's answer holds: seeing it proves the picker waited for that answer.
const LIGA_DEL_SUR = {
  key: 'ligaDelSur',
  name: 'Liga del Sur',
  effectiveDate: null,
  rules: { minAllies: 10, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [] },
};

/**
 * Opens the deck builder from the card viewer, so the cards are already loaded and only the
 * official formats (first asked for by the builder) are still on their way.
 */
async function openBuilderFromCatalogue(page: Page) {
  await page.goto('/cartas');
  await waitForGrid(page);
  const menu = await openMenu(page);
  const banlistsRequest = page.waitForRequest('**/api/banlists');
  await menu.getByRole('link', { name: 'Fabrica de tech' }).click();
  await banlistsRequest;
  return page.getByRole('dialog', { name: 'Fabrica de tech' });
}

test('the deck builder shows "Cargando..." until the official formats arrive, then offers them', async ({
  page,
}) => {
  let releaseBanlists: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    releaseBanlists = resolve;
  });
  await page.route('**/api/banlists', async (route: Route) => {
    await released;
    const response = await route.fetch();
    const official = (await response.json()) as unknown[];
    await route.fulfill({ response, json: [...official, LIGA_DEL_SUR] });
  });

  const builder = await openBuilderFromCatalogue(page);
  await expect(builder.getByRole('status')).toHaveText('Cargando...');
  await expect(builder.getByRole('region', { name: 'Crear tech' })).toHaveCount(0);

  releaseBanlists();
  const create = builder.getByRole('region', { name: 'Crear tech' });
  await expect(create.getByRole('button', { name: 'Liga del Sur' })).toBeVisible();
  await expect(
    create.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }),
  ).toBeVisible();
  await expect(builder.getByText('Cargando...')).toHaveCount(0);
});

test('the deck builder offers the built-in formats with a notice when the server cannot send its own', async ({
  page,
}) => {
  await page.route('**/api/banlists', (route: Route) =>
    route.fulfill({ status: 503, json: { error: 'unavailable', message: 'No disponible.' } }),
  );

  const builder = await openBuilderFromCatalogue(page);
  // The app retries a failing server before it falls back, so this takes a few seconds.
  await expect(
    builder.getByText(/No se pudieron cargar las banlists oficiales del servidor/),
  ).toBeVisible({ timeout: 20_000 });
  const create = builder.getByRole('region', { name: 'Crear tech' });
  await expect(
    create.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }),
  ).toBeVisible();
  await expect(create.getByRole('button', { name: 'Liga del Sur' })).toHaveCount(0);
});
