import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  builderGrid,
  deckPanel,
  expectDeckCount,
  expectNotification,
} from './support/deck-builder';

// Issue 19: the builder without a mouse. A keyboard user picks a format, adds and removes copies
// with '+' and '-' on a focused card, removes a line from 'Mazo Actual' and saves the deck.

async function tabUntil(page: Page, target: Locator, key = 'Tab', presses = 40): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('a keyboard user builds, trims and saves a deck without the mouse', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mazos');
  const format = page.getByRole('button', { name: /^Formato Libre/ });
  await tabUntil(page, format);
  await page.keyboard.press('Enter');

  const firstTile = builderGrid(page).getByRole('listitem').first();
  const add = firstTile.getByRole('button', { name: 'Añadir una copia' });
  await tabUntil(page, add, 'Tab', 80);
  // The shortcuts are said on the screen and to screen readers.
  await expect(
    page.getByText('Atajos: con una carta enfocada, + añade una copia, - quita una e i muestra su habilidad.'),
  ).toBeVisible();
  await expect(add).toHaveAttribute('aria-keyshortcuts', '+');
  await expect(add).toBeVisible();

  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expectDeckCount(page, 2);
  await page.keyboard.press('-');
  await expectDeckCount(page, 1);
  await expect(add).toBeFocused();

  // The next card, by Tab: its buttons show on focus, and '+' adds it.
  const secondAdd = builderGrid(page).getByRole('listitem').nth(1).getByRole('button', {
    name: 'Añadir una copia',
  });
  await tabUntil(page, secondAdd, 'Tab', 4);
  await page.keyboard.press('+');
  await expectDeckCount(page, 2);

  // Back to 'Mazo Actual', which comes before the grid: one line's '−' removes a copy.
  const lineRemove = deckPanel(page)
    .getByRole('button', { name: /^Quitar una copia de / })
    .first();
  await tabUntil(page, lineRemove, 'Shift+Tab', 60);
  await page.keyboard.press('Enter');
  await expectDeckCount(page, 1);

  const save = deckPanel(page).getByRole('button', { name: 'Guardar Mazo' });
  await tabUntil(page, save, 'Tab', 20);
  await page.keyboard.press('Enter');
  const name = deckPanel(page).getByLabel('Nombre del mazo');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('placeholder', 'Ej.: Caballeros del Alba');
  await page.keyboard.type('Mazo del teclado');
  await page.keyboard.press('Enter');
  await expectNotification(page, 'Mazo "Mazo del teclado" guardado!');
});
