import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  accountDeckListSchema,
  accountDeckVersionListSchema,
  type AccountDeck,
  type AccountDeckVersion,
} from '../../../src/contract/account-decks';
import { AUTH_PATHS } from '../../../src/contract/auth';
import { makeSameOriginHeaders, type Account } from './accounts';
import { deckPanel, expectNotification } from './deck-builder';

// Demo catalogue ids (see deck-builder-legality.e2e.ts): Caballero allies of Espada Sagrada and
// a talisman of the same block, all playable in 'Racial Edición - Primer Bloque'.
export const CARD_IDS = {
  escudero: 1,
  caballero: 2,
  destello: 22,
} as const;

/** A second device of the same player: a browser context of its own, signed in through the API. */
export async function openSignedInDevice(
  browser: Browser,
  account: Account,
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale: locale ?? 'es-CL' });
  const page = await context.newPage();
  const response = await page.request.post(AUTH_PATHS.signIn, {
    data: { email: account.email, password: account.password },
    headers: makeSameOriginHeaders(),
  });
  expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
  return { context, page };
}

/** The builder's 'Cargar Mazo Existente' region (no deck open). */
export function savedDecksRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Cargar Mazo Existente' });
}

/** The builder's 'Papelera' region, below the saved decks. */
export function trashRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Papelera' });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function openDeckButtonName(deckName: string): RegExp {
  return new RegExp(`^${escapeRegExp(deckName)} \\[`);
}

/** The button that opens a saved deck: its name and format tag ('Orden del Alba [RE]'). */
export function savedDeckButton(page: Page, deckName: string): Locator {
  return savedDecksRegion(page).getByRole('button', { name: openDeckButtonName(deckName) });
}

/** A saved deck's row in 'Cargar Mazo Existente'. */
export function savedDeckRow(page: Page, deckName: string): Locator {
  return savedDecksRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: openDeckButtonName(deckName) }) });
}

/** Opens a new deck of 'Racial Edición - Primer Bloque' from the picker. */
export async function startRacialEdicionDeck(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Fabrica de tech' })
    .getByRole('button', { name: /^Racial Edición - Primer Bloque/ })
    .click();
}

/** 'Guardar Mazo' → 'Nombre del mazo' → 'Confirmar Guardado', and its notification. */
export async function saveOpenDeck(page: Page, deckName: string): Promise<void> {
  const panel = deckPanel(page);
  await panel.getByRole('button', { name: 'Guardar Mazo' }).click();
  await panel.getByLabel('Nombre del mazo').fill(deckName);
  await panel.getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, `Mazo "${deckName}" guardado!`);
}

/** 'Cancelar' on the open deck, confirmed: back to the picker. */
export async function closeOpenDeck(page: Page): Promise<void> {
  await deckPanel(page).getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Crear tech' })).toBeVisible();
}

/** The open deck's lines in 'Mazo Actual' ('3x Escudero del Alba'). */
export function deckLines(page: Page): Locator {
  return deckPanel(page).getByRole('list', { name: 'Contenido del mazo' }).getByRole('listitem');
}

/** The signed-in player's decks as the server lists them (GET /api/decks). */
export async function readAccountDecks(request: APIRequestContext): Promise<AccountDeck[]> {
  const response = await request.get('/api/decks');
  expect(response.ok(), `GET /api/decks answered ${response.status()}`).toBe(true);
  return accountDeckListSchema.parse(await response.json());
}

/** The only deck the server holds for the player. */
export async function readOnlyAccountDeck(request: APIRequestContext): Promise<AccountDeck> {
  const decks = await readAccountDecks(request);
  expect(decks).toHaveLength(1);
  const [deck] = decks;
  if (deck === undefined) throw new Error('The account holds no deck');
  return deck;
}

/** A deck's versions on the server, newest first (GET /api/decks/:id/versions). */
export async function readDeckVersions(
  request: APIRequestContext,
  deckId: string,
): Promise<AccountDeckVersion[]> {
  const response = await request.get(`/api/decks/${deckId}/versions`);
  expect(response.ok(), `GET versions answered ${response.status()}`).toBe(true);
  return accountDeckVersionListSchema.parse(await response.json()).versions;
}

/** Card entries sorted by id, to compare the server's lists without caring for their order. */
export function sortEntries(
  entries: readonly { id: number; count: number }[],
): { id: number; count: number }[] {
  return [...entries].sort((a, b) => a.id - b.id);
}
