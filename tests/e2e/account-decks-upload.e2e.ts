import { expect, test } from '@playwright/test';
import { makeAccount, signUpInPage } from './support/accounts';
import {
  CARD_IDS,
  closeOpenDeck,
  deckLines,
  openSignedInDevice,
  readDeckVersions,
  readOnlyAccountDeck,
  saveOpenDeck,
  savedDeckButton,
  savedDeckRow,
  savedDecksRegion,
  sortEntries,
  startRacialEdicionDeck,
} from './support/account-decks';
import { addCopies, deckPanel, expectDeckCount, expectNotification } from './support/deck-builder';

const DECK_NAME = 'Orden del Alba';

test('a visitor saves a deck, signs up and uploads it once; another device of the player opens it until signing out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = makeAccount('Viajera');

  await page.goto('/mazos');
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Caballero del Roble', 2);
  await expectDeckCount(page, 5);
  await saveOpenDeck(page, DECK_NAME);
  await closeOpenDeck(page);
  const row = savedDeckRow(page, DECK_NAME);
  await expect(row).toBeVisible();
  // A visitor's decks live in this browser only, and nothing speaks of an account.
  await expect(row.getByText('Solo en este navegador')).toBeHidden();
  await expect(page.getByRole('button', { name: /a tu cuenta$/ })).toBeHidden();

  await signUpInPage(page, account);
  await page.reload();
  const region = savedDecksRegion(page);
  await expect(row.getByText('Solo en este navegador', { exact: true })).toBeVisible();
  await expect(region.getByText('Tienes 1 mazo solo en este navegador.')).toBeVisible();
  const upload = region.getByRole('button', { name: 'Subir 1 mazo a tu cuenta' });
  await upload.click();
  await expectNotification(page, '1 mazo en camino a tu cuenta.');
  await expect(row.getByText('Guardado en tu cuenta', { exact: true })).toBeVisible();
  await expect(upload).toBeHidden();
  await expect(region.getByText('Tienes 1 mazo solo en este navegador.')).toBeHidden();
  await expect(row.getByRole('button', { name: `Historial de ${DECK_NAME}` })).toBeVisible();

  const uploaded = await readOnlyAccountDeck(page.request);
  expect(uploaded).toMatchObject({ name: DECK_NAME, format: 'racialEdicion', version: 1 });
  expect(uploaded.deletedAt).toBeNull();
  expect(sortEntries(uploaded.cards)).toEqual([
    { id: CARD_IDS.escudero, count: 3 },
    { id: CARD_IDS.caballero, count: 2 },
  ]);

  const other = await openSignedInDevice(browser, account);
  try {
    await other.page.goto('/mazos');
    const otherRow = savedDeckRow(other.page, DECK_NAME);
    await expect(otherRow.getByText('Guardado en tu cuenta', { exact: true })).toBeVisible();
    await expect(savedDecksRegion(other.page).getByText(/solo en este navegador/)).toBeHidden();
    await savedDeckButton(other.page, DECK_NAME).click();
    await expectDeckCount(other.page, 5);
    await expect(deckPanel(other.page).getByText(DECK_NAME, { exact: true })).toBeVisible();
    await expect(deckLines(other.page)).toHaveCount(2);
    await expect(deckLines(other.page).filter({ hasText: '3x Escudero del Alba' })).toHaveCount(1);
    await expect(deckLines(other.page).filter({ hasText: '2x Caballero del Roble' })).toHaveCount(
      1,
    );
    await expect(
      deckPanel(other.page).getByText('Guardado en tu cuenta', { exact: true }),
    ).toBeVisible();

    // Signing out on that device takes the account's decks out of its browser.
    await closeOpenDeck(other.page);
    await other.page.getByRole('button', { name: 'Cerrar Fabrica de tech' }).click();
    await other.page.getByRole('button', { name: `Cuenta de ${account.name}` }).click();
    await other.page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(
      other.page.getByRole('button', { name: `Cuenta de ${account.name}` }),
    ).toBeHidden();
    await other.page.goto('/mazos');
    await expect(other.page.getByRole('heading', { name: 'Crear tech' })).toBeVisible();
    await expect(savedDecksRegion(other.page)).toBeHidden();
    expect(
      await other.page.evaluate(() => JSON.parse(localStorage.getItem('savedDecks') ?? '[]')),
    ).toEqual([]);
  } finally {
    await other.context.close();
  }

  // Reloading the first device runs a sync round again; it uploads nothing a second time.
  const pulled = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/decks' && response.request().method() === 'GET',
  );
  await page.reload();
  await pulled;
  await expect(row.getByText('Guardado en tu cuenta', { exact: true })).toBeVisible();
  await expect(region.getByRole('button', { name: /a tu cuenta$/ })).toBeHidden();
  const afterReload = await readOnlyAccountDeck(page.request);
  expect(afterReload).toMatchObject({ id: uploaded.id, version: 1 });
  expect(await readDeckVersions(page.request, uploaded.id)).toHaveLength(1);
});
