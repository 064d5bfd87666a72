import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { makeAccount, signUpInPage } from './support/accounts';
import {
  closeOpenDeck,
  readAccountDecks,
  saveOpenDeck,
  savedDeckRow,
  startRacialEdicionDeck,
} from './support/account-decks';
import {
  makeUniqueName,
  openVisitorContext,
  readPngSize,
  setDeckVisibility,
} from './support/community';
import { addCopies, deckPanel, expectDeckCount } from './support/deck-builder';

// Issue 17: 'Descargar imagen' saves the deck drawn by the server as '<deck name>.png', a PNG
// 1080 px wide for social networks, from the builder's export dialog and from a deck's page.

async function readDownloadedPng(download: Download): Promise<{ width: number; height: number }> {
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return readPngSize(await readFile(path));
}

async function buildSmallDeck(page: Page): Promise<void> {
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Caballero del Roble', 2);
  await addCopies(page, 'Destello Sagrado', 1);
  await expectDeckCount(page, 6);
}

test("a visitor downloads the deck's image from the builder's export dialog: a PNG 1080 px wide", async ({
  page,
}) => {
  await page.goto('/mazos');
  await buildSmallDeck(page);
  await saveOpenDeck(page, 'Orden del Alba');

  await deckPanel(page).getByRole('button', { name: 'Exportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar mazo' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar imagen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Orden del Alba.png');
  await expect(dialog.getByText('Imagen descargada.')).toBeVisible();
  const size = await readDownloadedPng(download);
  expect(size.width).toBe(1080);
  expect(size.height).toBeGreaterThan(0);
});

test("anyone with the link to a deck shared 'Solo con enlace' downloads its image from its page", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const deckName = makeUniqueName('Vigilia');
  await signUpInPage(page, makeAccount('Cronista'));
  await page.goto('/mazos');
  await buildSmallDeck(page);
  await saveOpenDeck(page, deckName);
  await closeOpenDeck(page);
  const row = savedDeckRow(page, deckName);
  await expect(row.getByText('Guardado en tu cuenta', { exact: true })).toBeVisible();
  await setDeckVisibility(page, deckName, 'Solo con enlace');
  const deck = (await readAccountDecks(page.request)).find((saved) => saved.name === deckName);
  if (deck === undefined) throw new Error(`${deckName} is not on the account`);

  const visitor = await openVisitorContext(browser);
  try {
    await visitor.page.goto(`/mazo/${deck.id}`);
    await expect(visitor.page.getByRole('heading', { name: deckName })).toBeVisible();
    await expect(
      visitor.page.getByText('Mazo no listado: solo lo ve quien tiene el enlace.'),
    ).toBeVisible();
    const downloading = visitor.page.waitForEvent('download');
    await visitor.page.getByRole('button', { name: 'Descargar imagen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${deckName}.png`);
    expect((await readDownloadedPng(download)).width).toBe(1080);
  } finally {
    await visitor.context.close();
  }
});
