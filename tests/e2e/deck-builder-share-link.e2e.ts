import { expect, test } from '@playwright/test';
import { API_PATHS } from '../../src/contract/api-paths';
import { encodeDeckShare } from '../../src/domain/decks/share-link';
import { toDeckSharePath } from '../../src/client/paths';
import {
  addCopies,
  cardTile,
  deckPanel,
  expectDeckCount,
  expectNotification,
  openDeckPanel,
} from './support/deck-builder';
import { fetchCatalogue } from './support/demo-catalogue';
import { holdScriptsBack } from './support/slow-network';

test('a deck shared as a link opens in a fresh browser as a copy the receiver saves', async ({
  page,
  browser,
}) => {
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Racial Libre - Primer Bloque/ }).click();
  await addCopies(page, 'Hada del Brezo', 3);
  await addCopies(page, 'Selkie', 2);
  await deckPanel(page).getByRole('button', { name: 'Guardar Mazo' }).click();
  await deckPanel(page).getByLabel('Nombre del mazo').fill('Hadas de Ana');
  await deckPanel(page).getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, 'Mazo "Hadas de Ana" guardado!');
  await deckPanel(page).getByRole('button', { name: 'Exportar' }).click();
  const link = await page
    .getByRole('dialog', { name: 'Exportar mazo' })
    .getByRole('region', { name: 'Enlace para compartir' })
    .getByRole('textbox')
    .inputValue();
  expect(link).toMatch(/\/mazos\?mazo=1\.[\w-]+$/);

  const receiver = await browser.newContext();
  const friend = await receiver.newPage();
  await friend.goto(link);
  await expectDeckCount(friend, 5);
  await expect(deckPanel(friend).getByText('Hadas de Ana')).toBeVisible();
  await expect(deckPanel(friend).getByText('3x Hada del Brezo')).toBeVisible();
  await expect(friend).toHaveURL(/\/mazos$/);

  await deckPanel(friend).getByRole('button', { name: 'Guardar Mazo' }).click();
  await deckPanel(friend).getByLabel('Nombre del mazo').fill('Hadas de Ana (copia)');
  await deckPanel(friend).getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(friend, 'Mazo "Hadas de Ana (copia)" guardado!');
  const saved = await friend.evaluate(() => JSON.parse(localStorage.getItem('savedDecks') ?? '[]'));
  expect(saved).toEqual([
    expect.objectContaining({ name: 'Hadas de Ana (copia)', format: 'racialLibre' }),
  ]);
  await receiver.close();
});

test('a damaged share link says so and shows the format picker, not a blank screen', async ({
  page,
}) => {
  await page.goto('/mazos?mazo=1.estoNoEsUnMazo');
  await expectNotification(page, 'El enlace del mazo está dañado.');
  await expect(page.getByRole('heading', { name: 'Crear tech' })).toBeVisible();
});

test('a share link from a newer version says so', async ({ page }) => {
  await page.goto('/mazos?mazo=3.AQABAgkBIw4');
  await expectNotification(page, 'Este enlace es de una versión que no reconocemos.');
  await expect(page.getByRole('heading', { name: 'Crear tech' })).toBeVisible();
});

test("a shared deck's page asks for the builder's code and the formats beside the app's code, and for the catalogue once the deck is painted, each once", async ({
  page,
}) => {
  const cards = await fetchCatalogue(page.request);
  const code = encodeDeckShare({
    name: 'Mazo compartido',
    format: 'formatoLibre',
    cards: cards.slice(0, 3).map((card) => ({ id: card.id, count: 2 })),
  });
  const asked: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === API_PATHS.cards || pathname === API_PATHS.banlists) asked.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  const releaseScripts = await holdScriptsBack(page);

  await page.goto(toDeckSharePath(code), { waitUntil: 'commit' });
  // The formats start with the page, while the app's code is still on its way, and so does the
  // builder's own code, which the app's entry would otherwise ask for only once it has run. The
  // deck's cards are in the page: the catalogue waits, not to slow that code down.
  await expect.poll(() => [...asked]).toEqual([API_PATHS.banlists]);
  await expect
    .poll(() => scripts.some((script) => /^\/assets\/deck-builder-screen-[\w-]+\.js$/.test(script)))
    .toBe(true);
  releaseScripts();
  await expectDeckCount(page, 6);
  await expect(deckPanel(page).getByText('Mazo compartido')).toBeVisible();
  // The app took the preloaded formats instead of asking again, and asked for the catalogue once.
  await expect.poll(() => [...asked].sort()).toEqual([API_PATHS.banlists, API_PATHS.cards]);
});

test("a shared deck shows on a phone with its cards and the grid's first ones while the catalogue is still on its way", async ({
  page,
}) => {
  const cards = await fetchCatalogue(page.request);
  const deckCards = cards.slice(-3);
  const code = encodeDeckShare({
    name: 'Mazo de la tienda',
    format: 'formatoLibre',
    cards: deckCards.map((card) => ({ id: card.id, count: 2 })),
  });
  let releaseCatalogue: () => void = () => undefined;
  const catalogueHeld = new Promise<void>((resolve) => {
    releaseCatalogue = resolve;
  });
  await page.route(`**${API_PATHS.cards}`, async (route) => {
    await catalogueHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto(toDeckSharePath(code));
  // The deck's cards came with its page; the catalogue, last in its order, has not.
  await expectDeckCount(page, 6);
  await expect(cardTile(page, cards[0]?.nombre ?? '')).toBeVisible();
  await expect(cardTile(page, deckCards[0]?.nombre ?? '')).toHaveCount(0);
  const panel = await openDeckPanel(page);
  await expect(panel.getByText('Mazo de la tienda')).toBeVisible();
  await expect(panel.getByText(`2x ${deckCards[2]?.nombre}`)).toBeVisible();
  await page.keyboard.press('Escape');

  releaseCatalogue();
  await page.getByRole('searchbox', { name: 'Buscar cartas' }).fill(deckCards[0]?.nombre ?? '');
  await expect(cardTile(page, deckCards[0]?.nombre ?? '')).toBeVisible();
  await expectDeckCount(page, 6);
});
