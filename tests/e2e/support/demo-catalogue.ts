import type { APIRequestContext, Page } from '@playwright/test';
import { API_PATHS } from '../../../src/contract/api-paths';
import { cardListSchema } from '../../../src/contract/cards';
import type { Card } from '../../../src/domain/cards/card';

/** The catalogue the server under test serves, read through the API like the app does. */
export async function fetchCatalogue(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get(API_PATHS.cards);
  return cardListSchema.parse(await response.json());
}

/** The first card of the catalogue that has an image, the one the grid shows first. */
export function findCardWithImage(cards: readonly Card[]): Card {
  const card = cards.find((candidate) => candidate.ruta_completa !== null);
  if (!card) throw new Error('The demo catalogue has no card with an image');
  return card;
}

/** The grid, once its first cards are on screen. */
export async function waitForGrid(page: Page) {
  const grid = page.getByRole('list', { name: 'Cartas' });
  // The card viewer's page draws its first tiles before the app's code runs (catalogue-page.ts),
  // without controls: a tile with a button is the app's.
  await grid.getByRole('listitem').first().getByRole('button').first().waitFor();
  return grid;
}

/** Opens the side menu and returns it. */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Grimorio' });
  await menu.waitFor();
  return menu;
}
