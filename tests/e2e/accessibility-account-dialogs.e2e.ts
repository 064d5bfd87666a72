import { expect, test, type Page } from '@playwright/test';
import { makeAccount, makeSameOriginHeaders, signUpInPage } from './support/accounts';
import {
  CARD_IDS,
  closeOpenDeck,
  saveOpenDeck,
  savedDeckButton,
  savedDeckRow,
} from './support/account-decks';
import { expectDialogTrapsAndReturnsFocus, expectNoSeriousViolations } from './support/axe';
import { makeUniqueName } from './support/community';
import { addCopies, deckPanel } from './support/deck-builder';

// Issue 19, point 3: the dialogs of the account's decks that need a history or a second device:
// 'Restaurar' in 'Historial' (with its notification on top) and 'Resolver conflicto'.

const SYNCED = 'Guardado en tu cuenta';

/** Saves a version of a deck to the account through the API, as another device would. */
async function putDeckVersion(
  page: Page,
  deckId: string,
  deckName: string,
  baseVersion: number,
  cards: readonly { id: number; count: number }[],
): Promise<void> {
  const response = await page.request.put(`/api/decks/${deckId}`, {
    data: { name: deckName, format: 'racialEdicion', cards, baseVersion },
    headers: makeSameOriginHeaders(),
  });
  expect(response.ok(), `PUT /api/decks answered ${response.status()}`).toBe(true);
}

test("'Restaurar' in 'Historial' and its notification have no serious violation; the focus stays in the history and goes back to its button", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpInPage(page, makeAccount('Archivista'));
  const deckName = makeUniqueName('Crónica accesible');
  const deckId = `a11y-historia-${Date.now().toString(36)}`;
  await putDeckVersion(page, deckId, deckName, 0, [{ id: CARD_IDS.escudero, count: 3 }]);
  await putDeckVersion(page, deckId, deckName, 1, [
    { id: CARD_IDS.escudero, count: 3 },
    { id: CARD_IDS.caballero, count: 2 },
  ]);

  await page.goto('/mazos');
  const row = savedDeckRow(page, deckName);
  await expect(row.getByText(SYNCED, { exact: true })).toBeVisible({ timeout: 15_000 });
  const historyButton = row.getByRole('button', { name: `Historial de ${deckName}` });
  await historyButton.click();
  const history = page.getByRole('dialog', { name: `Historial de «${deckName}»` });
  const restore = history.getByRole('button', { name: 'Restaurar versión 1' });
  await restore.click();

  const notice = page.getByRole('dialog', { name: 'Notificación' });
  await expect(notice).toContainText('Versión 1 restaurada como la versión más reciente.');
  await expectNoSeriousViolations(page, "the notification of 'Restaurar' over 'Historial'");
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await expect(notice).toBeHidden();
  // The focus comes back into the history, on the button that restored, not to the page.
  await expect(restore).toBeFocused();

  await expect(history.getByText('Versión 3 (actual)')).toBeVisible();
  await expect(history.getByText('Restaurada la versión 1')).toBeVisible();
  await expectNoSeriousViolations(page, "'Historial' after 'Restaurar'");
  await expectDialogTrapsAndReturnsFocus(page, historyButton, history, () =>
    page.keyboard.press('Escape'),
  );
});

test("'Resolver conflicto' has no serious violation and keeps and returns the focus", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInPage(page, makeAccount('Viajera'));
  const deckName = makeUniqueName('Conflicto accesible');
  const deckId = `a11y-conflicto-${Date.now().toString(36)}`;
  await putDeckVersion(page, deckId, deckName, 0, [{ id: CARD_IDS.escudero, count: 2 }]);

  await page.goto('/mazos');
  await expect(savedDeckRow(page, deckName).getByText(SYNCED, { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // Another device saves version 2 while this one, which knows only version 1, edits the deck.
  await putDeckVersion(page, deckId, deckName, 1, [
    { id: CARD_IDS.escudero, count: 2 },
    { id: CARD_IDS.destello, count: 1 },
  ]);
  await savedDeckButton(page, deckName).click();
  await addCopies(page, 'Caballero del Roble', 1);
  await saveOpenDeck(page, deckName);
  await expect(deckPanel(page).getByText('Conflicto', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await closeOpenDeck(page);

  const row = savedDeckRow(page, deckName);
  const opener = row.getByRole('button', { name: 'Resolver conflicto' });
  await expect(opener).toBeVisible();
  await expectNoSeriousViolations(page, "'Cargar Mazo Existente' with a deck in conflict");
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Conflicto en «${deckName}»` });
  await expect(dialog.getByRole('region', { name: 'En este dispositivo' })).toContainText(
    '1x Caballero del Roble',
  );
  await expectNoSeriousViolations(page, "the dialog 'Resolver conflicto'");
  await expectDialogTrapsAndReturnsFocus(page, opener, dialog, () =>
    dialog.getByRole('button', { name: 'Cerrar' }).click(),
  );

  // Settled, the row is in sync again.
  await opener.click();
  await dialog.getByRole('button', { name: 'Combinar ambas' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(SYNCED, { exact: true })).toBeVisible({ timeout: 15_000 });
});
