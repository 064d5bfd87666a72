import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../../domain/banlists/built-in-banlists';
import { useBanlistStore } from '../../../lib/banlist-store';
import { useNotificationStore } from '../../../lib/notification-store';
import { useSavedDecksStore } from '../../../lib/saved-decks-store';
import { renderApp } from '../../../testing/render-app';
import { useDraftDeckStore } from '../draft-deck-store';

/**
 * Starts a test from a browser whose localStorage holds exactly `entries` (values are written as
 * JSON unless they are strings), and lets the stores read it as on a page load.
 */
export function startWithStorage(entries: Record<string, unknown> = {}): void {
  localStorage.clear();
  for (const [key, value] of Object.entries(entries)) {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  act(() => {
    useSavedDecksStore.setState({ recovery: null });
    useDraftDeckStore.setState({ recovery: null });
    useSavedDecksStore.getState().reloadFromStorage();
    useDraftDeckStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
    useBanlistStore.getState().replaceBanlists(BUILT_IN_BANLISTS);
  });
}

/** What a page load reads from localStorage now, as after a reload; nothing else survives it. */
export function reloadStores(): void {
  act(() => {
    useSavedDecksStore.getState().reloadFromStorage();
    useDraftDeckStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
  });
}

/** The tile of a card in the builder's grid. */
export function getTile(cardName: string) {
  const grid = screen.getByRole('list', { name: 'Cartas' });
  const name = within(grid).getByText(cardName, { selector: 'p' });
  const tile = name.closest<HTMLElement>('[role="listitem"]');
  if (tile === null) throw new Error(`No tile for ${cardName}`);
  return within(tile);
}

/** The 'Mazo Actual' panel. */
export function getDeckPanel() {
  return within(screen.getByRole('complementary', { name: 'Mazo Actual' }));
}

/** A deck of 'Cargar Mazo Existente': its load button (by name and tag) and its whole row. */
export function getSavedDeckRow(deckName: string) {
  const saved = within(screen.getByRole('region', { name: 'Cargar Mazo Existente' }));
  const load = saved.getByRole('button', { name: new RegExp(`^${deckName} \\[R[EL]\\]`) });
  const row = load.closest('li');
  if (row === null) throw new Error(`No row for ${deckName}`);
  return { load, row: within(row) };
}

/** The whole app at the deck builder (official formats as published), once its code has loaded. */
export async function renderBuilder(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ url: '/mazos', officialBanlists: [...BUILT_IN_BANLISTS], ...options });
  // By text: a notification shown on load hides the rest of the page from the accessibility tree.
  await screen.findByText('Fabrica de tech', { selector: 'h2' });
  // The frame comes with the app's first code; the builder inside it once its own has loaded.
  await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
  return view;
}
