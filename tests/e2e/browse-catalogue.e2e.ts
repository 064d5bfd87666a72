import { expect, test } from '@playwright/test';
import { fetchCatalogue, waitForGrid } from './support/demo-catalogue';

test('a visitor opens the app and sees the demo cards, marked as the demo catalogue', async ({
  page,
  request,
}) => {
  const cards = await fetchCatalogue(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visor de Cartas');
  // Journeys share one server: once catalogue-admin-import has merged its cards in, the same
  // badge reads 'Catálogo con cartas de demostración'.
  await expect(page.getByText(/^Catálogo (con cartas )?de demostración$/)).toBeVisible();
  const grid = await waitForGrid(page);
  const [firstCard] = cards;
  await expect(
    grid.getByRole('link', { name: new RegExp(firstCard?.nombre ?? '') }).first(),
  ).toBeVisible();
  await expect(page.getByText(`${cards.length} cartas`)).toBeVisible();
});

test('the grid keeps only the cards near the viewport in the page while scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  const counts: number[] = [];
  for (let step = 0; step < 6; step += 1) {
    counts.push(await grid.getByRole('listitem').count());
    await page.mouse.wheel(0, 1500);
  }
  for (const count of counts) expect(count).toBeLessThan(40);
});

test('the grid loads small thumbnails, not full-size images', async ({ page }) => {
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  // currentSrc stays empty until the browser has picked a candidate from srcset, which a loaded
  // machine can take a moment to do after the grid appears.
  const firstImage = grid.locator('img').first();
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\/images\/demo\/\d+\.webp\?w=(240|480)$/);
});

test("the catalogue's first cards show while the catalogue is on its way; the search works once it is here", async ({
  page,
  request,
}) => {
  const cards = await fetchCatalogue(request);
  let releaseCatalogue = () => {};
  const catalogueHeld = new Promise<void>((resolve) => {
    releaseCatalogue = resolve;
  });
  let isCatalogueAsked = false;
  await page.route('**/api/cards', async (route) => {
    isCatalogueAsked = true;
    await catalogueHeld;
    await route.continue();
  });
  await page.goto('/cartas');
  const grid = page.getByRole('list', { name: 'Cartas' });
  await expect(grid.getByRole('listitem').first()).toContainText(cards[0]?.nombre ?? '');
  await expect(page.getByText(`${cards.length} cartas`)).toBeVisible();
  await expect(grid.locator('img').first()).toHaveJSProperty('complete', true);
  // Asked for once the first image is painted (or after 3 s at the latest).
  await expect.poll(() => isCatalogueAsked).toBe(true);
  releaseCatalogue();
  // The search works on the whole catalogue once it is here.
  const lastCard = cards.at(-1);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('dialog')
    .getByPlaceholder('Buscar por nombre...')
    .fill(lastCard?.nombre ?? '');
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('listitem').first()).toContainText(lastCard?.nombre ?? '');
});

test("a visitor's catalogue carries no code of the account decks' sync", async ({
  page,
  request,
}) => {
  const scriptUrls = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scriptUrls.add(sent.url());
  });
  await page.goto('/cartas');
  await waitForGrid(page);
  // The header's account control has loaded and knows this is a visitor.
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  // The sync's own storage key: only its store (lib/deck-sync/deck-sync-store.ts) names it.
  const texts = await Promise.all(
    [...scriptUrls].map(async (url) => (await request.get(url)).text()),
  );
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => /["'`]grimorioDeckSync["'`]/.test(text))).toEqual([]);
});
