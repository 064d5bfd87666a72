import { expect, test, type Page } from '@playwright/test';
import { signInAsNewEditor } from './support/accounts';
import { builderGrid } from './support/deck-builder';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';
import { expectNoHorizontalScroll, phoneViewport } from './support/phone';

// Issue 19: no screen scrolls sideways on a 320 px phone, with its content loaded.
test.use(phoneViewport(320));

// Two decks of the demo catalogue in Formato Libre, enough for the analysis to compare.
const SAVED_DECKS = [
  { id: '1700000000101', name: 'Mazo estrecho A', format: 'formatoLibre', cards: [1, 1, 2, 22] },
  { id: '1700000000102', name: 'Mazo estrecho B', format: 'formatoLibre', cards: [3, 5, 39] },
];

async function seedSavedDecks(page: Page): Promise<void> {
  await page.addInitScript((stored) => {
    if (window.localStorage.getItem('savedDecks') === null) {
      window.localStorage.setItem('savedDecks', stored);
    }
  }, JSON.stringify(SAVED_DECKS));
}

test('the catalogue, its search and a card page fit a 320 px screen', async ({ page, request }) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.goto('/cartas');
  await waitForGrid(page);
  await expectNoHorizontalScroll(page, '/cartas');
  await page.getByPlaceholder('Buscar por nombre...').fill('t:aliado c<=2');
  await expect(page.getByText(/^Aliados/).first()).toBeVisible();
  await expectNoHorizontalScroll(page, '/cartas with a query');

  await page.goto(`/cartas/${card.id}`);
  await expect(page.getByRole('heading', { level: 2, name: card.nombre })).toBeVisible();
  await expectNoHorizontalScroll(page, '/cartas/:id');
});

test('the builder with a deck, its sheet and the banlist editor fit a 320 px screen', async ({
  page,
}) => {
  await page.goto('/mazos');
  await expectNoHorizontalScroll(page, '/mazos (formats)');
  await page.getByRole('button', { name: /^Formato Libre/ }).click();
  const grid = builderGrid(page);
  await grid.getByRole('listitem').first().waitFor();
  await grid.getByRole('listitem').first().getByRole('button', { name: 'Añadir una copia' }).tap();
  await expect(page.getByRole('button', { name: /^Mazo Actual: 1\/50/ })).toBeVisible();
  await expectNoHorizontalScroll(page, '/mazos with a deck');
  await page.getByRole('button', { name: /^Mazo Actual:/ }).tap();
  await expect(page.getByRole('complementary', { name: 'Mazo Actual' })).toBeVisible();
  await expectNoHorizontalScroll(page, "/mazos with 'Mazo Actual' open");

  await page.goto('/banlists');
  await page.getByRole('combobox').first().selectOption({ index: 1 });
  await expect(page.getByText('Cartas Prohibidas').first()).toBeVisible();
  await expectNoHorizontalScroll(page, '/banlists');
});

test('the analysis of two decks, the community, the collection fit a 320 px screen', async ({
  page,
}) => {
  await seedSavedDecks(page);
  await page.goto('/analisis');
  await expect(page.getByRole('combobox').first()).toHaveValue('1700000000101');
  await expect(page.locator('canvas').first()).toBeVisible();
  await expectNoHorizontalScroll(page, '/analisis');

  await page.goto('/comunidad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazos de la comunidad');
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalScroll(page, '/comunidad');

  await page.goto('/coleccion');
  await expect(page.getByRole('heading', { level: 2, name: 'Mi colección' })).toBeVisible();
  await expectNoHorizontalScroll(page, '/coleccion');
});

test('the review screen fits a 320 px screen for an editor', async ({ page, playwright }) => {
  await signInAsNewEditor(page, playwright);
  await page.goto('/revision');
  await expect(page.getByRole('button', { name: /^Editar/ }).first()).toBeVisible();
  await expectNoHorizontalScroll(page, '/revision');
});
