import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeAccount, signUpInPage } from './support/accounts';
import {
  CARD_IDS,
  closeOpenDeck,
  openSignedInDevice,
  readDeckVersions,
  readOnlyAccountDeck,
  saveOpenDeck,
  savedDeckButton,
  savedDeckRow,
  savedDecksRegion,
  sortEntries,
  startRacialEdicionDeck,
  trashRegion,
} from './support/account-decks';
import { addCopies, deckPanel, expectDeckCount, expectNotification } from './support/deck-builder';

const DECK_NAME = 'Crónica';
const SYNCED = 'Guardado en tu cuenta';

/** Saves the open deck again under its name and waits until the account has it. */
async function saveAndSync(page: Page): Promise<void> {
  await saveOpenDeck(page, DECK_NAME);
  await expect(deckPanel(page).getByText(SYNCED, { exact: true })).toBeVisible();
}

/** The history dialog's comparison of two versions ('Cambios …'), found by its heading. */
function changesSection(dialog: Locator): Locator {
  return dialog
    .locator('section')
    .filter({ has: dialog.page().getByRole('heading', { name: /^Cambios / }) });
}

test('a player compares the versions of a deck, restores the first one, and sends the deck to Papelera and back from another device', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const account = makeAccount('Cronista');
  await signUpInPage(page, account);
  await page.goto('/mazos');

  // Version 1: 4 cards; version 2: +2 Destello Sagrado (6); version 3: −1 Caballero (5).
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 2);
  await addCopies(page, 'Caballero del Roble', 2);
  await expectDeckCount(page, 4);
  await saveAndSync(page);
  await addCopies(page, 'Destello Sagrado', 2);
  await expectDeckCount(page, 6);
  await saveAndSync(page);
  await deckPanel(page)
    .getByRole('button', { name: 'Quitar una copia de Caballero del Roble' })
    .click();
  await expectDeckCount(page, 5);
  await saveAndSync(page);
  const deck = await readOnlyAccountDeck(page.request);
  expect(deck.version).toBe(3);
  await closeOpenDeck(page);

  const row = savedDeckRow(page, DECK_NAME);
  await row.getByRole('button', { name: `Historial de ${DECK_NAME}` }).click();
  const history = page.getByRole('dialog', { name: `Historial de «${DECK_NAME}»` });
  const comparison = changesSection(history);
  const heading = comparison.getByRole('heading', { level: 4 });
  await expect(heading).toHaveText('Cambios desde la última vez');
  await expect(comparison.getByLabel('Desde')).toHaveValue('2');
  await expect(comparison.getByLabel('Hasta')).toHaveValue('3');
  await expect(comparison.getByText('−1 Caballero del Roble', { exact: true })).toBeVisible();
  await expect(comparison.getByText(/^\+\d/)).toHaveCount(0);

  const versions = history.getByRole('listitem').filter({ hasText: /Versión \d+/ });
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Versión 3 (actual)');
  await expect(versions.nth(0)).toContainText(`«${DECK_NAME}» · Racial Edición`);
  await expect(versions.nth(0)).toContainText('5 cartas');
  await expect(versions.nth(1)).toContainText('Versión 2');
  await expect(versions.nth(1)).toContainText('6 cartas');
  await expect(versions.nth(2)).toContainText('Versión 1');
  await expect(versions.nth(2)).toContainText('4 cartas');
  await expect(versions.nth(0).getByRole('button', { name: /^Restaurar/ })).toHaveCount(0);

  await comparison.getByLabel('Desde').selectOption('1');
  await expect(heading).toHaveText('Cambios de la versión 1 a la 3');
  await expect(comparison.getByText('+2 Destello Sagrado', { exact: true })).toBeVisible();
  await expect(comparison.getByText('−1 Caballero del Roble', { exact: true })).toBeVisible();
  await comparison.getByLabel('Hasta').selectOption('2');
  await expect(heading).toHaveText('Cambios de la versión 1 a la 2');
  await expect(comparison.getByText('+2 Destello Sagrado', { exact: true })).toBeVisible();
  await expect(comparison.getByText(/^−\d/)).toHaveCount(0);

  await history.getByRole('button', { name: 'Restaurar versión 1' }).click();
  await expectNotification(page, 'Versión 1 restaurada como la versión más reciente.');
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText('Versión 4 (actual)');
  await expect(versions.nth(0)).toContainText('4 cartas');
  await expect(versions.nth(0)).toContainText('Restaurada la versión 1');
  // After a restore the comparison is again the last save against the one before.
  await expect(heading).toHaveText('Cambios desde la última vez');
  await expect(comparison.getByText('−2 Destello Sagrado', { exact: true })).toBeVisible();
  await expect(comparison.getByText('+1 Caballero del Roble', { exact: true })).toBeVisible();
  await history.getByRole('button', { name: 'Cerrar' }).click();
  await expect(history).toBeHidden();
  await expect(savedDeckButton(page, DECK_NAME)).toContainText('4 cartas');
  await expect(row.getByText(SYNCED, { exact: true })).toBeVisible();

  const restored = await readOnlyAccountDeck(page.request);
  expect(restored.version).toBe(4);
  expect(sortEntries(restored.cards)).toEqual([
    { id: CARD_IDS.escudero, count: 2 },
    { id: CARD_IDS.caballero, count: 2 },
  ]);
  const serverVersions = await readDeckVersions(page.request, deck.id);
  expect(serverVersions.map((version) => [version.version, version.note])).toEqual([
    [4, 'Restaurada la versión 1'],
    [3, null],
    [2, null],
    [1, null],
  ]);

  // Papelera: deleted here, seen in the trash on the other device, restored from there.
  const other = await openSignedInDevice(browser, account);
  try {
    await other.page.goto('/mazos');
    await expect(savedDeckButton(other.page, DECK_NAME)).toContainText('4 cartas');

    await row.getByRole('button', { name: `Eliminar ${DECK_NAME}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar mazo' });
    await expect(confirm).toContainText('Papelera');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(savedDeckButton(page, DECK_NAME)).toHaveCount(0);
    const trashed = trashRegion(page).getByRole('listitem').filter({ hasText: DECK_NAME });
    await expect(trashed).toContainText('Se borrará en 30 días');
    await expect(trashed.getByRole('button', { name: `Restaurar ${DECK_NAME}` })).toBeVisible();
    await expect
      .poll(async () => (await readOnlyAccountDeck(page.request)).deletedAt)
      .not.toBeNull();

    await other.page.reload();
    await expect(savedDeckButton(other.page, DECK_NAME)).toHaveCount(0);
    const otherTrash = trashRegion(other.page);
    await expect(otherTrash).toContainText(DECK_NAME);
    await expect(otherTrash).toContainText('Se borrará en 30 días');
    await otherTrash.getByRole('button', { name: `Restaurar ${DECK_NAME}` }).click();
    await expect(savedDeckButton(other.page, DECK_NAME)).toContainText('4 cartas');
    await expect(trashRegion(other.page)).toBeHidden();
    await expect.poll(async () => (await readOnlyAccountDeck(page.request)).deletedAt).toBeNull();

    await page.reload();
    await expect(savedDeckButton(page, DECK_NAME)).toContainText('4 cartas');
    await expect(savedDeckRow(page, DECK_NAME).getByText(SYNCED, { exact: true })).toBeVisible();
    await expect(trashRegion(page)).toBeHidden();
    await expect(savedDecksRegion(page).getByText(/solo en este navegador/)).toBeHidden();
  } finally {
    await other.context.close();
  }
});
