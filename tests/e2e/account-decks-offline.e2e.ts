import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { makeAccount, signUpInPage, type Account } from './support/accounts';
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
} from './support/account-decks';
import { addCopies, deckPanel, expectDeckCount } from './support/deck-builder';

const DECK_NAME = 'Vigilia';
const SYNCED = 'Guardado en tu cuenta';
const PENDING = 'Pendiente de sincronizar';

interface Devices {
  account: Account;
  pageA: Page;
  contextA: BrowserContext;
  pageB: Page;
  contextB: BrowserContext;
}

/**
 * A player with a deck on the account (2 Escudero del Alba, 1 Caballero del Roble) saved from
 * device A, and device B with it listed as saved; both on the picker.
 */
async function openTwoDevicesWithDeck(page: Page, browser: Browser): Promise<Devices> {
  const account = makeAccount('Nómada');
  await signUpInPage(page, account);
  await page.goto('/mazos');
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 2);
  await addCopies(page, 'Caballero del Roble', 1);
  await expectDeckCount(page, 3);
  await saveOpenDeck(page, DECK_NAME);
  await expect(deckPanel(page).getByText(SYNCED, { exact: true })).toBeVisible();
  await closeOpenDeck(page);

  const device = await openSignedInDevice(browser, account);
  await device.page.goto('/mazos');
  await expect(
    savedDeckRow(device.page, DECK_NAME).getByText(SYNCED, { exact: true }),
  ).toBeVisible();
  return {
    account,
    pageA: page,
    contextA: page.context(),
    pageB: device.page,
    contextB: device.context,
  };
}

/** Opens the saved deck, adds `copies` of a card and saves it again, under `name`. */
async function addAndSave(
  page: Page,
  card: string,
  copies: number,
  expectedCount: number,
  name = DECK_NAME,
): Promise<void> {
  await savedDeckButton(page, DECK_NAME).click();
  await addCopies(page, card, copies);
  await expectDeckCount(page, expectedCount);
  await saveOpenDeck(page, name);
}

/**
 * B saves a change online while A, offline, saves another of the same version; A comes back and
 * finds the conflict on its row.
 */
async function makeConflict(
  devices: Devices,
  cardsBefore: number,
  expectedVersion: number,
): Promise<void> {
  const { pageA, contextA, pageB } = devices;
  await contextA.setOffline(true);
  await pageB.reload();
  await addAndSave(pageB, 'Destello Sagrado', 1, cardsBefore + 1);
  await expect(deckPanel(pageB).getByText(SYNCED, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await readOnlyAccountDeck(pageB.request)).version)
    .toBe(expectedVersion);
  await closeOpenDeck(pageB);

  await addAndSave(pageA, 'Escudero del Alba', 1, cardsBefore + 1, 'Vigilia del Alba');
  await expect(deckPanel(pageA).getByText(PENDING, { exact: true })).toBeVisible();
  await contextA.setOffline(false);
  await expect(deckPanel(pageA).getByText('Conflicto', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await closeOpenDeck(pageA);
}

test('a save made offline waits in the browser and reaches the account, and the other device, once back online; a conflict is merged', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const devices = await openTwoDevicesWithDeck(page, browser);
  const { pageA, contextA, pageB, contextB } = devices;
  try {
    await contextA.setOffline(true);
    await addAndSave(pageA, 'Caballero del Roble', 1, 4);
    await expect(deckPanel(pageA).getByText(PENDING, { exact: true })).toBeVisible();
    await closeOpenDeck(pageA);
    const rowA = savedDeckRow(pageA, DECK_NAME);
    await expect(rowA.getByText(PENDING, { exact: true })).toBeVisible();
    await expect(savedDecksRegion(pageA).getByText(/^Sin conexión con el servidor:/)).toBeVisible();

    await contextA.setOffline(false);
    await expect(rowA.getByText(SYNCED, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(savedDecksRegion(pageA).getByText(/^Sin conexión con el servidor/)).toBeHidden();
    const afterOffline = await readOnlyAccountDeck(pageA.request);
    expect(afterOffline.version).toBe(2);
    expect(sortEntries(afterOffline.cards)).toEqual([
      { id: CARD_IDS.escudero, count: 2 },
      { id: CARD_IDS.caballero, count: 2 },
    ]);
    await pageB.reload();
    await expect(savedDeckButton(pageB, DECK_NAME)).toContainText('4 cartas');

    // Now both change version 2: B online first, A offline; A's save meets B's.
    await makeConflict(devices, 4, 3);
    const conflictRow = savedDeckRow(pageA, 'Vigilia del Alba');
    await expect(conflictRow.getByText('Conflicto', { exact: true })).toBeVisible();
    await conflictRow.getByRole('button', { name: 'Resolver conflicto' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Conflicto en «Vigilia del Alba»' });
    const mine = dialog.getByRole('region', { name: 'En este dispositivo' });
    await expect(mine).toContainText('«Vigilia del Alba» · 5 cartas');
    await expect(mine).toContainText('3x Escudero del Alba');
    await expect(mine).toContainText('2x Caballero del Roble');
    await expect(mine).not.toContainText('Destello Sagrado');
    const theirs = dialog.getByRole('region', { name: /^En tu cuenta \(versión 3, .+\)$/ });
    await expect(theirs).toContainText('«Vigilia» · 5 cartas');
    await expect(theirs).toContainText('2x Escudero del Alba');
    await expect(theirs).toContainText('1x Destello Sagrado');
    const changes = dialog.getByText('Lo que este dispositivo cambia respecto de tu cuenta');
    await expect(changes).toBeVisible();
    await expect(dialog.getByText('Nombre: «Vigilia» → «Vigilia del Alba»')).toBeVisible();
    await expect(dialog.getByText('+1 Escudero del Alba', { exact: true })).toBeVisible();
    await expect(dialog.getByText('−1 Destello Sagrado', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Combinar ambas' }).click();
    await expect(dialog).toBeHidden();

    const merged = savedDeckRow(pageA, 'Vigilia del Alba');
    await expect(merged.getByText(SYNCED, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(savedDeckButton(pageA, 'Vigilia del Alba')).toContainText('6 cartas');
    const server = await readOnlyAccountDeck(pageA.request);
    expect(server).toMatchObject({ name: 'Vigilia del Alba', version: 4 });
    expect(sortEntries(server.cards)).toEqual([
      { id: CARD_IDS.escudero, count: 3 },
      { id: CARD_IDS.caballero, count: 2 },
      { id: CARD_IDS.destello, count: 1 },
    ]);
    const versions = await readDeckVersions(pageA.request, server.id);
    expect(versions.map((version) => version.version)).toEqual([4, 3, 2, 1]);

    await pageB.reload();
    await savedDeckButton(pageB, 'Vigilia del Alba').click();
    await expectDeckCount(pageB, 6);
  } finally {
    await contextB.close();
  }
});

test('a conflicting offline save can win over the account: «Quedarme con la de este dispositivo»', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const devices = await openTwoDevicesWithDeck(page, browser);
  const { pageA, pageB, contextB } = devices;
  try {
    await makeConflict(devices, 3, 2);
    const row = savedDeckRow(pageA, 'Vigilia del Alba');
    await row.getByRole('button', { name: 'Resolver conflicto' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Conflicto en «Vigilia del Alba»' });
    await expect(dialog.getByRole('region', { name: /^En tu cuenta \(versión 2, / })).toBeVisible();
    await dialog.getByRole('button', { name: 'Quedarme con la de este dispositivo' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(SYNCED, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(savedDeckButton(pageA, 'Vigilia del Alba')).toContainText('4 cartas');

    const server = await readOnlyAccountDeck(pageA.request);
    expect(server).toMatchObject({ name: 'Vigilia del Alba', version: 3 });
    expect(sortEntries(server.cards)).toEqual([
      { id: CARD_IDS.escudero, count: 3 },
      { id: CARD_IDS.caballero, count: 1 },
    ]);
    const versions = await readDeckVersions(pageA.request, server.id);
    // Every save is a version: A's first, B's, and A's kept over it.
    expect(versions.map((version) => [version.version, version.name])).toEqual([
      [3, 'Vigilia del Alba'],
      [2, 'Vigilia'],
      [1, 'Vigilia'],
    ]);
    expect(versions[1]?.cards).toContainEqual({ id: CARD_IDS.destello, count: 1 });

    await pageB.reload();
    await expect(savedDeckButton(pageB, 'Vigilia del Alba')).toContainText('4 cartas');
    await expect(savedDeckButton(pageB, DECK_NAME)).toHaveCount(0);
  } finally {
    await contextB.close();
  }
});
