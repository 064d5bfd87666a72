import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addCopies,
  cardTile,
  deckPanel,
  expectDeckCount,
  expectNotification,
  searchCards,
} from './support/deck-builder';

// Issue 15, item 3: Racial Edición's side deck of 10 cards, sharing the copy limits with the
// main deck, kept in saves, text exports and share links.
const DECK = 'Caballeros con side';

function sideDeck(page: Page): Locator {
  return deckPanel(page).getByRole('region', { name: 'Side deck' });
}

function sideLines(page: Page): Locator {
  return sideDeck(page)
    .getByRole('list', { name: 'Contenido del side deck' })
    .getByRole('listitem');
}

test('a player builds a side deck beside the deck, saves it, and shares it with a friend', async ({
  page,
  browser,
}) => {
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Racial Edición - Primer Bloque/ }).click();
  await addCopies(page, 'Escudero del Alba', 2);
  await expect(sideDeck(page).getByRole('status')).toHaveText('Cartas en el side deck: 0/10');

  await sideDeck(page).locator('label').filter({ hasText: 'Side deck' }).click();
  await expect(sideDeck(page).getByRole('radio', { name: 'Side deck' })).toBeChecked();
  await addCopies(page, 'Escudero del Alba', 1);
  await addCopies(page, 'Espada Bendita', 2);
  await expect(sideDeck(page).getByRole('status')).toHaveText('Cartas en el side deck: 3/10');
  await expectDeckCount(page, 2);
  // Two copies in the deck and one in the side deck: the limit of 3 is reached for both.
  await searchCards(page, 'Escudero del Alba');
  await expect(cardTile(page, 'Escudero del Alba')).toContainText('Máximo de copias en el mazo');
  await expect(cardTile(page, 'Escudero del Alba')).toContainText('1 en side');

  await deckPanel(page).getByRole('button', { name: 'Guardar Mazo' }).click();
  await deckPanel(page).getByLabel('Nombre del mazo').fill(DECK);
  await deckPanel(page).getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, `Mazo "${DECK}" guardado!`);

  // Nothing is lost on reload: the saved deck opens with its side deck.
  await page.reload();
  await page
    .getByRole('region', { name: 'Cargar Mazo Existente' })
    .getByRole('button', { name: new RegExp(`^${DECK} \\[RE\\]`) })
    .click();
  await expect(sideLines(page)).toHaveText(['1x Escudero del Alba−', '2x Espada Bendita−']);

  await deckPanel(page).getByRole('button', { name: 'Exportar' }).click();
  const exported = page.getByRole('dialog', { name: 'Exportar mazo' });
  await expect(exported.getByRole('region', { name: 'Texto' }).getByRole('textbox')).toHaveValue(
    /\n\nSIDE DECK\n\nALIADO\n1x Escudero del Alba\n\nARMA\n2x Espada Bendita\n$/,
  );
  const link = await exported
    .getByRole('region', { name: 'Enlace para compartir' })
    .getByRole('textbox')
    .inputValue();
  expect(link).toMatch(/\/mazos\?mazo=2\.[\w-]+$/);

  const receiver = await browser.newContext();
  const friend = await receiver.newPage();
  await friend.goto(link);
  await expectDeckCount(friend, 2);
  await expect(sideLines(friend)).toHaveText(['1x Escudero del Alba−', '2x Espada Bendita−']);
  await receiver.close();
});
