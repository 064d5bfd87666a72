import { expect, test, type Locator } from '@playwright/test';
import { listCardTags } from '../../src/domain/cards/ability-tags';
import { normalizeName } from '../../src/domain/cards/card-name';
import type { Card } from '../../src/domain/cards/card';
import { startRacialEdicionDeck } from './support/account-decks';
import { builderGrid, searchCards } from './support/deck-builder';
import { fetchCatalogue, openMenu, waitForGrid } from './support/demo-catalogue';

// Issue 18: the search box reads a card query, says what it understood, shows what it could not
// read while the valid part applies, teaches its keys in a help popover, and the deck builder's
// grid reads the same language, ability tags included.

const QUERY = 't:aliado c<=2 raza:caballero';
const ECHO = 'Aliados de raza Caballero con coste 2 o menos';

function isCheapAlly(card: Card): boolean {
  return card.tipo === 'aliado' && card.coste !== null && card.coste <= 2;
}

async function expectCards(grid: Locator, names: readonly string[]): Promise<void> {
  await expect(grid.getByRole('listitem')).toHaveCount(names.length);
  for (const name of names) {
    await expect(grid.getByText(name, { exact: true }).first()).toBeVisible();
  }
}

test('a player searches the catalogue with a card query, fixes a broken one with the help, and keeps it after a reload', async ({
  page,
  request,
}) => {
  const cards = await fetchCatalogue(request);
  const knights = cards.filter(
    (card) => isCheapAlly(card) && normalizeName(card.raza ?? '').includes('caballero'),
  );
  const cheapAllies = cards.filter(isCheapAlly);
  expect(knights.length).toBeGreaterThan(1);
  expect(cheapAllies.length).toBeGreaterThan(knights.length);

  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  let menu = await openMenu(page);
  const box = menu.getByPlaceholder('Buscar por nombre...');
  await box.fill(QUERY);
  await expect(menu.getByText(ECHO, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectCards(
    grid,
    knights.map((card) => card.nombre),
  );
  await expect(page.getByText(`${knights.length} de ${cards.length}`)).toBeVisible();

  // A link to the search (written to the address once typing pauses): after a reload the box,
  // the echo and the cards are the same.
  const searchUrl = `/cartas?${new URLSearchParams({ q: QUERY }).toString()}`;
  await expect(page).toHaveURL(searchUrl);
  await page.reload();
  await expect(page).toHaveURL(searchUrl);
  await expect(grid.getByRole('listitem')).toHaveCount(knights.length);
  menu = await openMenu(page);
  await expect(box).toHaveValue(QUERY);
  await expect(menu.getByText(ECHO, { exact: true })).toBeVisible();

  // An unclosed quote: the problem shows where it is, and the valid part still applies.
  await box.fill('t:aliado c<=2 raza:"caballero');
  await expect(menu.getByRole('status').filter({ hasText: 'Falta cerrar' })).toHaveText(
    'Falta cerrar la comilla en la posición 20',
  );
  await expect(menu.getByText('Aliados con coste 2 o menos', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // Many cards: the grid draws only those in view, so its count bar tells how many.
  await expect(page.getByText(`${cheapAllies.length} de ${cards.length}`)).toBeVisible();

  // The help: an example goes into the box, which keeps the focus for more typing.
  menu = await openMenu(page);
  await box.fill('t:aliado');
  await menu.getByRole('button', { name: 'Ayuda de búsqueda' }).click();
  const help = page.getByRole('dialog', { name: 'Cómo buscar' });
  await expect(help.getByText('raza:', { exact: true })).toBeVisible();
  await help.getByRole('button', { name: 'raza:caballero' }).click();
  await expect(help).toBeHidden();
  await expect(box).toHaveValue('t:aliado raza:caballero');
  await expect(box).toBeFocused();
  await page.keyboard.type(' c<=2');
  await expect(menu.getByText('Aliados de raza Caballero con coste 2 o menos')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('listitem')).toHaveCount(knights.length);
});

test('a player narrows the deck builder grid by an ability tag', async ({ page, request }) => {
  const cards = await fetchCatalogue(request);
  const tagged = cards.filter((card) => listCardTags(card).includes('cancela'));
  expect(tagged.length).toBeGreaterThan(1);

  await page.goto('/mazos');
  await startRacialEdicionDeck(page);
  const grid = builderGrid(page);
  await grid.getByRole('listitem').first().waitFor();
  await searchCards(page, 'tag:cancela');
  await expectCards(
    grid,
    tagged.map((card) => card.nombre),
  );
  await expect(page).toHaveURL(/q=tag%3Acancela/);
});
