import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  makeAccount,
  makeSameOriginHeaders,
  signInAsNewEditor,
  signUpInPage,
} from './support/accounts';
import { CARD_IDS } from './support/account-decks';
import { makeUniqueName } from './support/community';
import { builderGrid } from './support/deck-builder';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';
import { expectNoHorizontalScroll, phoneViewport } from './support/phone';

// Issue 19: no screen scrolls sideways on a 320 px phone, with its content loaded.
test.use(phoneViewport(320));

// Two decks of the demo catalogue in Formato Libre, enough for the analysis to compare.
const SAVED_DECKS = [
  { id: '1700000000101', name: 'Mazo estrecho A', format: 'formatoLibre', cards: [1, 1, 2, 22] },
  { id: '1700000000102', name: 'Mazo estrecho B', format: 'formatoLibre', cards: [3, 5, 39] },
  // Too few cards for Racial Edición: its legality chip opens the reasons.
  { id: '1700000000103', name: 'Mazo estrecho C', format: 'racialEdicion', cards: [1, 2] },
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
  // The first letter typed does not push the cards down: the search's explanation keeps its line.
  const cards = page.getByRole('list', { name: 'Cartas' });
  const readCardsTop = () => cards.evaluate((list) => list.getBoundingClientRect().top);
  const topBefore = await readCardsTop();
  await page.getByPlaceholder('Buscar por nombre...').fill('a');
  await expect(page.getByText('Cartas cuyo nombre contiene «a»')).toBeVisible();
  expect(await readCardsTop()).toBe(topBefore);
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

test("the saved decks' buttons take a finger: 44 px tall at 320 px", async ({ page }) => {
  await seedSavedDecks(page);
  await page.goto('/mazos');
  const buttons = [
    page.getByRole('button', { name: 'Renombrar Mazo estrecho A' }),
    page.getByRole('button', { name: 'Eliminar Mazo estrecho A' }),
    page.getByRole('button', { name: 'No legal, ver motivos de Mazo estrecho C' }),
  ];
  for (const button of buttons) {
    await expect(button).toBeVisible();
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoHorizontalScroll(page, '/mazos with saved decks');

  await page.getByRole('button', { name: 'Renombrar Mazo estrecho A' }).tap();
  for (const name of ['Guardar nombre', 'Cancelar']) {
    const button = page.getByRole('button', { name, exact: true });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
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

/**
 * The header's title (h1) shows whole: no line cut off by its two-line clamp, no word cut at
 * its side. The account control beside it is a 44 × 44 px target with its accessible name.
 */
async function expectHeaderFits(page: Page, accountControl: Locator, screen: string) {
  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const fit = await title.evaluate((element) => ({
    overflowY: element.scrollHeight - element.clientHeight,
    overflowX: element.scrollWidth - element.clientWidth,
  }));
  expect(fit, `the title of ${screen} is clipped`).toEqual({ overflowY: 0, overflowX: 0 });
  const box = await accountControl.boundingBox();
  expect(box, `the account control of ${screen}`).not.toBeNull();
  expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(44);
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalScroll(page, screen);
}

test('the header keeps its title whole beside a 44 px sign-in and account button; sign-in and a public deck fit a 320 px screen', async ({
  page,
}) => {
  await page.goto('/mazos');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' });
  await expectHeaderFits(page, signIn, "/mazos for a visitor ('Fabrica de tech')");
  await page.goto('/analisis');
  await expectHeaderFits(page, signIn, "/analisis for a visitor ('Análisis de Mazos')");

  await signIn.tap();
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar' }).tap();
  await expect(page.getByText('Escribe un correo válido.')).toBeVisible();
  await expectHeaderFits(page, signIn, '/cuenta/entrar with its errors');

  const account = makeAccount('Jugadora con un nombre largo');
  await signUpInPage(page, account);
  const deckName = makeUniqueName('Mazo de bolsillo');
  const deckId = `estrecho-${Date.now().toString(36)}`;
  const saved = await page.request.put(`/api/decks/${deckId}`, {
    data: {
      name: deckName,
      format: 'racialEdicion',
      cards: [
        { id: CARD_IDS.escudero, count: 3 },
        { id: CARD_IDS.destello, count: 1 },
      ],
      baseVersion: 0,
      visibility: 'public',
    },
    headers: makeSameOriginHeaders(),
  });
  expect(saved.ok(), `PUT /api/decks answered ${saved.status()}`).toBe(true);

  await page.goto(`/mazo/${deckId}`);
  await expect(page.getByRole('heading', { name: deckName })).toBeVisible();
  const menu = page.getByRole('button', { name: `Cuenta de ${account.name}` });
  await expectHeaderFits(page, menu, "a public deck's page, signed in");
  await menu.tap();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
});
