import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { encodeDeckShare } from '../../../domain/decks/share-link';
import { toDeckSharePath } from '../../paths';
import { makeCard } from '../../testing/card-factory';
import { DRAFT_DECK_STORAGE_KEY, useDraftDeckStore } from './draft-deck-store';
import { startWithStorage } from './testing/deck-storage';
import { useSharedDeckLink, type SharedDeckLink } from './use-shared-deck-link';

const catalogue = [makeCard({ id: 1, nombre: 'Escudero' }), makeCard({ id: 2, nombre: 'Arquero' })];
const cardsById = new Map(catalogue.map((card) => [card.id, card]));
const code = encodeDeckShare({
  name: 'Caballeros de Ana',
  format: 'formatoLibre',
  cards: [{ id: 1, count: 2 }],
});

/** Every value the hook gave, render by render. */
function renderLink(): SharedDeckLink[] {
  const renders: SharedDeckLink[] = [];
  renderHook(() => {
    const link = useSharedDeckLink({
      catalogue,
      cardsById,
      banlists: BUILT_IN_BANLISTS,
      isReady: true,
    });
    renders.push(link);
    return link;
  });
  return renders;
}

describe('useSharedDeckLink', () => {
  beforeEach(() => {
    startWithStorage();
    window.history.replaceState(null, '', toDeckSharePath(code));
  });

  it("gives the link's deck from its first render, and the builder then holds that very draft", () => {
    const renders = renderLink();

    // The builder shows the deck in the render that reads the link (a shared deck's page goes
    // from the server's drawing to the deck, issue 19), not 'Cargando...' until an effect ran.
    expect(renders[0]?.isOpening).toBe(true);
    expect(renders[0]?.openingDraft).toMatchObject({
      name: 'Caballeros de Ana',
      format: 'formatoLibre',
      id: null,
      cardIds: [1, 1],
    });
    expect(useDraftDeckStore.getState().draft).toBe(renders[0]?.openingDraft);
    expect(renders.at(-1)).toMatchObject({ isOpening: false, openingDraft: null });
    expect(window.location.search).toBe('');
  });

  it('shows nothing in place of a deck in progress: the player is asked first', () => {
    startWithStorage({
      [DRAFT_DECK_STORAGE_KEY]: { format: 'formatoLibre', id: null, name: 'Mío', cardIds: [2] },
    });

    const renders = renderLink();

    expect(renders.every((link) => link.openingDraft === null)).toBe(true);
    expect(renders.at(-1)?.pendingDeck).toMatchObject({ name: 'Caballeros de Ana' });
    expect(useDraftDeckStore.getState().draft).toMatchObject({ name: 'Mío', cardIds: [2] });
  });
});
