import { expect, test } from '@playwright/test';
import { startRacialEdicionDeck } from './support/account-decks';
import {
  addCopies,
  builderGrid,
  cardTile,
  deckPanel,
  expectDeckCount,
  searchCards,
} from './support/deck-builder';

// Issue 17: a collection set from a CSV ('Mi colección') tells the builder which cards the
// player lacks for a deck ('Te faltan N cartas') and narrows the grid to the owned cards
// ('Solo mi colección'). A visitor's collection lives in this browser.

const COLLECTION_CSV = [
  'id,nombre,cantidad',
  '1,Escudero del Alba,2',
  ',Caballero del Roble,3',
  ',Carta Que No Existe,4',
].join('\n');

test("a visitor imports a collection CSV, sees what a deck lacks and narrows the builder to 'Solo mi colección'", async ({
  page,
}) => {
  await page.goto('/coleccion');
  await expect(page.getByRole('heading', { level: 2, name: 'Mi colección' })).toBeVisible();
  await expect(page.getByText('Guardada en este navegador.', { exact: false })).toBeVisible();
  await expect(page.getByText('Tu colección está vacía.', { exact: false })).toBeVisible();

  await page.getByLabel('O pega el CSV (id,nombre,cantidad)').fill(COLLECTION_CSV);
  await page.getByRole('radio', { name: /^Añadir a mi colección/ }).check();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'añadidas' })).toHaveText(
    '2 cartas añadidas',
  );
  const unresolved = page.getByRole('table', { name: 'Filas sin aplicar (1)' });
  await expect(unresolved.getByRole('row')).toHaveCount(2);
  const row = unresolved.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('4');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Carta Que No Existe');
  await expect(row.getByRole('cell').nth(2)).toContainText('No hay ninguna carta con ese nombre.');
  await expect(page.locator('dl').filter({ hasText: 'Cartas en total' })).toHaveText(
    /^Cartas en total\s*5\s*Cartas distintas\s*2$/,
  );

  // The builder, after a reload: the collection is kept in this browser.
  await page.goto('/mazos');
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Caballero del Roble', 3);
  await addCopies(page, 'Lancero Errante', 1);
  await expectDeckCount(page, 7);
  const panel = deckPanel(page);
  const missing = panel.getByText(/^Te faltan 2 cartas/);
  await expect(missing).toBeVisible();
  const missingList = panel.getByRole('list', { name: 'Cartas que te faltan' });
  await expect(missingList).toBeHidden();
  await missing.click();
  await expect(missingList.getByRole('listitem')).toHaveText([
    '1x Escudero del Alba',
    '1x Lancero Errante',
  ]);

  // 'Solo mi colección' leaves the two owned cards in the grid, then gives the others back. The
  // search just cleared is still on its way to the address when the switch is tapped: the tap
  // must not be lost to that write (use-card-filter).
  await searchCards(page, '');
  const toggle = page.getByRole('switch', { name: 'Solo mi colección' });
  await expect(toggle).not.toBeChecked();
  await expect(cardTile(page, 'Lancero Errante')).toBeVisible();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(builderGrid(page).getByRole('listitem')).toHaveCount(2);
  await expect(cardTile(page, 'Escudero del Alba')).toBeVisible();
  await expect(cardTile(page, 'Caballero del Roble')).toBeVisible();
  // A finger just below the 24 px track still reaches it: its target is 44 px tall.
  await toggle.click({ position: { x: 22, y: 24 + 8 } });
  await expect(toggle).not.toBeChecked();
  await expect(cardTile(page, 'Lancero Errante')).toBeVisible();

  // Without the card the collection lacks, the deck needs only the missing Escudero.
  await panel.getByRole('button', { name: 'Quitar una copia de Lancero Errante' }).click();
  await expectDeckCount(page, 6);
  await expect(panel.getByText(/^Te faltan 1 carta\b/)).toBeVisible();
});
