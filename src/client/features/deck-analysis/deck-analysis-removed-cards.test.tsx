import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { DEFAULT_EDITION_BLOCKS } from '../../../domain/cards/edition-blocks';
import { officialBanlistsQueryOptions } from '../../lib/banlist-store';
import { editionBlocksQueryOptions } from '../../lib/edition-blocks';
import { SAVED_DECKS_STORAGE_KEY, useSavedDecksStore } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

const escudero = makeCard({ id: 1, nombre: 'Escudero', coste: 1 });
const paladin = makeCard({ id: 2, nombre: 'Paladín', coste: 3 });

function storeDecks(decks: object[]) {
  localStorage.setItem(SAVED_DECKS_STORAGE_KEY, JSON.stringify(decks));
  act(() => useSavedDecksStore.getState().reloadFromStorage());
}

describe('deck analysis of a deck holding cards removed from the catalogue', () => {
  afterEach(() => storeDecks([]));

  it('analyses the cards still in the catalogue and says how many are not', async () => {
    storeDecks([
      {
        id: 'viejo',
        name: 'Viejo',
        format: 'formatoLibre',
        cards: [1, 1, 99, 99, 98],
        names: { '1': 'Escudero', '99': 'Hada del Brezzo' },
      },
      { id: 'nuevo', name: 'Nuevo', format: 'formatoLibre', cards: [2] },
    ]);
    const view = renderApp({ url: '/analisis', cards: [escudero, paladin] });
    view.queryClient.setQueryData(officialBanlistsQueryOptions.queryKey, [...BUILT_IN_BANLISTS]);
    view.queryClient.setQueryData(editionBlocksQueryOptions.queryKey, DEFAULT_EDITION_BLOCKS);

    const first = await screen.findByRole('region', { name: 'Primer mazo: Viejo' });
    expect(within(first).getByRole('note')).toHaveTextContent(
      'Este mazo tiene 3 cartas que ya no están en el catálogo.No se cuentan en este análisis.',
    );
    expect(first).toHaveTextContent('Formato Libre - Primer Bloque · 2 cartas');
    const second = screen.getByRole('region', { name: 'Segundo mazo: Nuevo' });
    expect(within(second).queryByRole('note')).toBeNull();
    expect(second).toHaveTextContent('Formato Libre - Primer Bloque · 1 carta');
    expect(second).not.toHaveTextContent('1 cartas');
  });
});
