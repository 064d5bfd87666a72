import { expect, test, type Locator, type Page } from '@playwright/test';
import { addCopies, deckPanel, expectDeckCount } from './support/deck-builder';

// Issue 17, item 4: 'Mano de prueba' deals the format's opening hand (8 cards, ADR 0021) from
// the deck shuffled with the browser's crypto random, then draws, mulligans and reshuffles.

function handCards(dialog: Locator): Locator {
  return dialog.getByRole('list', { name: 'Cartas en la mano' }).getByRole('listitem');
}

function sampleHandDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Mano de prueba' });
}

test('a player tries opening hands of a deck: draws, mulligans and reshuffles', async ({
  page,
}) => {
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }).click();
  const trigger = deckPanel(page).getByRole('button', { name: 'Mano de prueba' });
  await expect(trigger).toBeDisabled();

  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Caballero del Roble', 3);
  await addCopies(page, 'Lancero Errante', 3);
  await addCopies(page, 'Guardián de la Torre', 2);
  await expectDeckCount(page, 11);

  await trigger.click();
  const dialog = sampleHandDialog(page);
  await expect(handCards(dialog)).toHaveCount(8);
  await expect(dialog).toContainText('Quedan 3 cartas en el mazo');
  // Every card of the hand is named under its thumbnail.
  for (const name of await handCards(dialog).allTextContents()) {
    expect([
      'Escudero del Alba',
      'Caballero del Roble',
      'Lancero Errante',
      'Guardián de la Torre',
    ]).toContain(name);
  }

  await dialog.getByRole('button', { name: 'Robar' }).click();
  await expect(handCards(dialog)).toHaveCount(9);
  await expect(dialog).toContainText('Quedan 2 cartas en el mazo');

  await dialog.getByRole('button', { name: 'Mulligan' }).click();
  await expect(handCards(dialog)).toHaveCount(7);
  await expect(dialog).toContainText('Quedan 4 cartas en el mazo');
  await expect(dialog).toContainText('1 mulligan');

  // By keyboard: 'Barajar' deals a full hand again, Escape closes and returns to the trigger.
  await dialog.getByRole('button', { name: 'Barajar' }).focus();
  await page.keyboard.press('Enter');
  await expect(handCards(dialog)).toHaveCount(8);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
