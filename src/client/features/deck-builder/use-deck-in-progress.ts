import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { Card } from '../../../domain/cards/card';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import {
  createAvailabilityContext,
  type AvailabilityContext,
} from '../../../domain/decks/card-availability';
import type { SavedDeck } from '../../../domain/decks/deck';
import {
  deckBuilderReducer,
  type DeckBuilderAction,
  type DeckBuilderState,
} from '../../../domain/decks/deck-builder-state';
import { notify } from '../../lib/notification-store';
import { useSavedDecksStore } from '../../lib/saved-decks-store';
import { useDraftDeckStore, type DraftDeck } from './draft-deck-store';

/** The draft's cards looked up in the catalogue; ids the catalogue lacks are listed apart. */
interface ResolvedDraft {
  deckCards: Card[];
  missingCardIds: number[];
}

function resolveDraft(draft: DraftDeck, cardsById: ReadonlyMap<number, Card>): ResolvedDraft {
  const deckCards: Card[] = [];
  const missing = new Set(draft.missingCardIds);
  for (const id of draft.cardIds) {
    const card = cardsById.get(id);
    if (card) deckCards.push(card);
    else missing.add(id);
  }
  return { deckCards, missingCardIds: [...missing] };
}

function toBuilderState(draft: DraftDeck, deckCards: Card[]): DeckBuilderState {
  return {
    savedDecks: [],
    currentDeck: deckCards,
    currentDeckId: draft.id,
    currentDeckName: draft.name,
    currentFormat: draft.format,
  };
}

export interface DeckInProgress extends ResolvedDraft {
  draft: DraftDeck;
  /** Availability of every card against this deck, computed once per deck change. */
  availability: AvailabilityContext;
  addCard: (card: Card) => void;
  removeCard: (cardId: number) => void;
  /** Saves under the name (SPEC §4 'Saving'); false when the deck or the name is empty. */
  saveDeck: (name: string) => boolean;
}

/**
 * The deck on the builder: the draft's cards, their availability context, and the transitions of
 * the rules engine's deck builder reducer (SPEC §4), written back to the draft store.
 */
export function useDeckInProgress(
  draft: DraftDeck,
  cardsById: ReadonlyMap<number, Card>,
  banlist: Banlist,
  editionBlocks: EditionBlocks,
): DeckInProgress {
  const resolved = useMemo(() => resolveDraft(draft, cardsById), [draft, cardsById]);
  const availability = useMemo(
    () => createAvailabilityContext(resolved.deckCards, banlist, editionBlocks),
    [resolved.deckCards, banlist, editionBlocks],
  );

  // Handlers read the latest inputs through a ref, so they stay the same function across renders
  // and the memoised card tiles do not all re-render after each click.
  const inputs = useRef({ cardsById, banlist, editionBlocks });
  useLayoutEffect(() => {
    inputs.current = { cardsById, banlist, editionBlocks };
  });

  const apply = useCallback((makeAction: () => DeckBuilderAction) => {
    const current = useDraftDeckStore.getState().draft;
    if (current === null) return;
    const { deckCards, missingCardIds } = resolveDraft(current, inputs.current.cardsById);
    const state = toBuilderState(current, deckCards);
    const next = deckBuilderReducer(state, makeAction());
    if (next.currentDeck === state.currentDeck) return;
    useDraftDeckStore.getState().updateDraft({
      cardIds: next.currentDeck.map((card) => card.id),
      missingCardIds,
    });
  }, []);

  const addCard = useCallback(
    (card: Card) =>
      apply(() => ({
        type: 'addCard',
        card,
        banlist: inputs.current.banlist,
        editionBlocks: inputs.current.editionBlocks,
      })),
    [apply],
  );
  const removeCard = useCallback(
    (cardId: number) => apply(() => ({ type: 'removeCard', cardId })),
    [apply],
  );

  const saveDeck = useCallback((name: string): boolean => {
    const current = useDraftDeckStore.getState().draft;
    if (current === null) return false;
    const { deckCards } = resolveDraft(current, inputs.current.cardsById);
    const state = toBuilderState(current, deckCards);
    const next = deckBuilderReducer(state, {
      type: 'saveDeck',
      name,
      timestampId: String(Date.now()),
    });
    if (next === state || next.currentDeckId === null || next.currentDeckName === null) {
      return false;
    }
    const deck: SavedDeck = {
      id: next.currentDeckId,
      name: next.currentDeckName,
      format: current.format,
      cards: next.currentDeck,
    };
    useSavedDecksStore.getState().saveDeck(deck);
    useDraftDeckStore.getState().markSaved(deck.id, deck.name);
    notify(`Mazo "${deck.name}" guardado!`);
    return true;
  }, []);

  return { draft, ...resolved, availability, addCard, removeCard, saveDeck };
}
