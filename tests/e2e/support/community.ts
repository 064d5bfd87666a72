import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { savedDeckRow } from './account-decks';

/** A name no other journey, run or repetition uses: the community list is shared by them all. */
export function makeUniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A browser context of its own (a visitor until signed in), with the project's address and locale. */
export async function openVisitorContext(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale: locale ?? 'es-CL' });
  return { context, page: await context.newPage() };
}

/** Sets who sees a deck of the account from its row in 'Cargar Mazo Existente'. */
export async function setDeckVisibility(
  page: Page,
  deckName: string,
  visibility: 'Privado' | 'Solo con enlace' | 'Público',
): Promise<void> {
  const row = savedDeckRow(page, deckName);
  const select = row.getByLabel(`Visibilidad de ${deckName}`);
  await select.selectOption({ label: visibility });
  // The select is disabled while the server answers; the link follows the saved choice.
  await expect(select).toBeEnabled();
  await expect(row.getByRole('link', { name: 'Ver su página' })).toBeVisible({
    visible: visibility !== 'Privado',
  });
}

/** The list 'Mazos públicos' of 'Mazos de la comunidad'. */
export function communityList(page: Page): Locator {
  return page.getByRole('list', { name: 'Mazos públicos' });
}

/** A deck's item in 'Mazos públicos', by the link named after the deck. */
export function communityDeckItem(page: Page, deckName: string): Locator {
  return communityList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: deckName, exact: true }) });
}

/**
 * Waits for the deck among the pages loaded so far, asking for 'Ver más mazos' while it is not:
 * journeys running beside this one publish decks too, so it need not be on the first page.
 */
export async function findCommunityDeck(page: Page, deckName: string): Promise<Locator> {
  const item = communityDeckItem(page, deckName);
  const more = page.getByRole('button', { name: 'Ver más mazos' });
  await expect(communityList(page).getByRole('listitem').first()).toBeVisible();
  await expect(async () => {
    if ((await item.count()) === 0 && (await more.isVisible())) await more.click();
    await expect(item).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  return item;
}

/** The like button of a deck's page ('♡ Me gusta (N)' / '♥ Te gusta (N)'). */
export function likeButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(♡ Me gusta|♥ Te gusta) \(\d+\)$/ });
}

/** Width and height of a PNG, read from its IHDR chunk, after checking the PNG signature. */
export function readPngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(0, 8).equals(signature), 'the file starts with the PNG signature').toBe(
    true,
  );
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
