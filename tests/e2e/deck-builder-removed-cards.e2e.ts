import { expect, test } from '@playwright/test';
import {
  deckPanel,
  expectDeckCount,
  openDeckPanel,
  expectNotification,
} from './support/deck-builder';

// Saved when card 9001 'Escudero del Alva' was in the catalogue; the demo catalogue has
// 'Escudero del Alba' (id 1) and 'Caballero del Roble' (id 2), and no card 9001.
const REMOVED_ID = 9001;
const DECK = {
  id: 'mazo-con-retirada',
  name: 'Orden del Alba',
  format: 'racialEdicion',
  cards: [2, 2, REMOVED_ID, REMOVED_ID],
  names: { '2': 'Caballero del Roble', [String(REMOVED_ID)]: 'Escudero del Alva' },
};

test('a saved deck holding a card removed from the catalogue shows it by name and swaps it for the closest card', async ({
  page,
}, testInfo) => {
  await page.addInitScript(
    (stored) => {
      window.localStorage.setItem('savedDecks', stored);
    },
    JSON.stringify([DECK]),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mazos');
  const savedDeck = page.getByRole('button', { name: /^Orden del Alba \[RE\]/ });
  await expect(savedDeck).toContainText('Este mazo tiene 2 cartas que ya no están en el catálogo.');
  await page.screenshot({ path: testInfo.outputPath('removed-cards-picker-1280.png') });
  await savedDeck.click();

  const panel = deckPanel(page);
  await expectDeckCount(page, 2);
  await expect(panel.getByRole('alert')).toContainText(
    'Este mazo tiene 2 cartas que ya no están en el catálogo.',
  );
  const deckList = panel.getByRole('list', { name: 'Contenido del mazo' });
  await expect(deckList.getByRole('listitem')).toHaveText([
    /^2x Caballero del Roble/,
    /^2x Escudero del Alva \(no disponible\)/,
  ]);
  const replace = panel.getByRole('button', { name: 'Cambiar por Escudero del Alba' });
  await expect(replace).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('removed-cards-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  // On a phone 'Mazo Actual' is a bottom sheet (issue 19); the button fits the width whole once
  // scrolled to (it sits below the 'Legalidad' panel).
  await openDeckPanel(page);
  await replace.scrollIntoViewIfNeeded();
  await expect(replace).toBeInViewport({ ratio: 1 });
  await deckList.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('removed-cards-375.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });

  await replace.click();
  await expectDeckCount(page, 4);
  await expect(deckList.getByRole('listitem')).toHaveText([
    /^2x Caballero del Roble/,
    /^2x Escudero del Alba/,
  ]);
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Guardar Mazo' }).click();
  await panel.getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, 'Mazo "Orden del Alba" guardado!');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('savedDecks') ?? '[]'));
  expect(saved).toEqual([
    {
      id: DECK.id,
      name: DECK.name,
      format: DECK.format,
      cards: [2, 2, 1, 1],
      names: { '1': 'Escudero del Alba', '2': 'Caballero del Roble' },
      savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u),
    },
  ]);
});
