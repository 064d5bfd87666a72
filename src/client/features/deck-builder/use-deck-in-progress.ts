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
import {
  listDeckCardIds,
  removeUnavailableCard,
  resolveDeckCardIds,
  type DeckCardsWithUnavailable,
  type UnavailableDeckCard,
} from '../../../domain/decks/unavailable-cards';
import { notify } from '../../lib/notification-store';
import { saveLibraryDeck } from '../../lib/deck-sync/deck-library';
import { useDraftDeckStore, type DraftDeck } from './draft-deck-store';
import { replaceDraftCard, useReplacementSuggestions } from './unavailable-card-actions';

function resolveDraft(draft: DraftDeck, cardsById: ReadonlyMap<number, Card>) {
  const resolved = resolveDeckCardIds(draft.cardIds, cardsById, draft.names);
  // The side deck's cards the catalogue lost stay in the draft's ids, untouched (issue 14).
  const side = resolveDeckCardIds(draft.sideCardIds ?? [], cardsById, draft.names);
  return { ...resolved, side: side.cards, sideUnavailable: side.unavailable };
}

function toBuilderState(draft: DraftDeck, deckCards: Card[], sideCards: Card[]): DeckBuilderState {
  return {
    savedDecks: [],
    currentDeck: deckCards,
    currentSide: sideCards,
    currentDeckId: draft.id,
    currentDeckName: draft.name,
    currentFormat: draft.format,
  };
}

function writeDraftCards(deck: DeckCardsWithUnavailable): void {
  useDraftDeckStore.getState().updateDraft({ cardIds: listDeckCardIds(deck) });
}

function writeDraftSide(side: DeckCardsWithUnavailable): void {
  useDraftDeckStore.getState().updateDraft({ sideCardIds: listDeckCardIds(side) });
}

export interface DeckInProgress {
  draft: DraftDeck;
  /** The deck's playable cards: those the catalogue has. */
  deckCards: Card[];
  /** The side deck's playable cards (issue 15). */
  sideCards: Card[];
  /** Cards the catalogue no longer has: kept in the deck, counted nowhere (issue 14). */
  unavailable: UnavailableDeckCard[];
  /** The closest current card by name for each unavailable card that has one, by its id. */
  suggestions: ReadonlyMap<number, Card>;
  /** Availability of every card against this deck, computed once per deck change. */
  availability: AvailabilityContext;
  addCard: (card: Card) => void;
  removeCard: (cardId: number) => void;
  addSideCard: (card: Card) => void;
  removeSideCard: (cardId: number) => void;
  /** Puts a current card in place of every copy of an unavailable one, as the format allows. */
  replaceUnavailable: (cardId: number, replacement: Card) => void;
  /** Drops every copy of an unavailable card from the deck. */
  removeUnavailable: (cardId: number) => void;
  /** Saves under the name (SPEC §4 'Saving'); false when the deck or the name is empty. */
  saveDeck: (name: string) => boolean;
}

/**
 * The deck on the builder: the draft's cards, their availability context, and the transitions of
 * the rules engine's deck builder reducer (SPEC §4), written back to the draft store. Cards the
 * catalogue no longer has ride along untouched until the player replaces or removes them.
 */
export function useDeckInProgress(
  draft: DraftDeck,
  cardsById: ReadonlyMap<number, Card>,
  banlist: Banlist,
  editionBlocks: EditionBlocks,
): DeckInProgress {
  const resolved = useMemo(() => resolveDraft(draft, cardsById), [draft, cardsById]);
  const availability = useMemo(
    () =>
      createAvailabilityContext(resolved.cards, banlist, editionBlocks, {
        side: resolved.side,
        catalogue: cardsById,
      }),
    [resolved.cards, resolved.side, banlist, editionBlocks, cardsById],
  );
  const suggestions = useReplacementSuggestions(resolved.unavailable, cardsById);

  // Handlers read the latest inputs through a ref, so they stay the same function across renders
  // and the memoised card tiles do not all re-render after each click.
  const inputs = useRef({ cardsById, banlist, editionBlocks });
  useLayoutEffect(() => {
    inputs.current = { cardsById, banlist, editionBlocks };
  });

  const readCurrent = useCallback(() => {
    const current = useDraftDeckStore.getState().draft;
    return current === null
      ? null
      : { current, ...resolveDraft(current, inputs.current.cardsById) };
  }, []);

  const apply = useCallback(
    (makeAction: () => DeckBuilderAction) => {
      const read = readCurrent();
      if (read === null) return;
      const state = toBuilderState(read.current, read.cards, read.side);
      const next = deckBuilderReducer(state, makeAction());
      if (next.currentDeck !== state.currentDeck) {
        writeDraftCards({ cards: next.currentDeck, unavailable: read.unavailable });
      }
      if (next.currentSide !== state.currentSide) {
        writeDraftSide({ cards: next.currentSide, unavailable: read.sideUnavailable });
      }
    },
    [readCurrent],
  );

  const addCard = useCallback(
    (card: Card) =>
      apply(() => ({
        type: 'addCard',
        card,
        banlist: inputs.current.banlist,
        editionBlocks: inputs.current.editionBlocks,
        catalogue: inputs.current.cardsById,
      })),
    [apply],
  );
  const removeCard = useCallback(
    (cardId: number) => apply(() => ({ type: 'removeCard', cardId })),
    [apply],
  );
  const addSideCard = useCallback(
    (card: Card) =>
      apply(() => ({
        type: 'addSideCard',
        card,
        banlist: inputs.current.banlist,
        editionBlocks: inputs.current.editionBlocks,
        catalogue: inputs.current.cardsById,
      })),
    [apply],
  );
  const removeSideCard = useCallback(
    (cardId: number) => apply(() => ({ type: 'removeSideCard', cardId })),
    [apply],
  );

  const replaceUnavailable = useCallback(
    (cardId: number, replacement: Card) => {
      const read = readCurrent();
      if (read === null) return;
      const { banlist: currentBanlist, editionBlocks: blocks } = inputs.current;
      const replaced = replaceDraftCard(read, cardId, replacement, currentBanlist, blocks);
      if (replaced !== null) writeDraftCards(replaced);
    },
    [readCurrent],
  );
  const removeUnavailable = useCallback(
    (cardId: number) => {
      const read = readCurrent();
      if (read !== null) writeDraftCards(removeUnavailableCard(read, cardId));
    },
    [readCurrent],
  );

  const saveDeck = useCallback(
    (name: string): boolean => {
      const read = readCurrent();
      if (read === null) return false;
      const state = toBuilderState(read.current, read.cards, read.side);
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
        format: read.current.format,
        cards: next.currentDeck,
        side: next.currentSide,
      };
      const sideIds = read.current.sideCardIds ?? [];
      saveLibraryDeck(deck, read.unavailable, sideIds);
      useDraftDeckStore.getState().markSaved(deck.id, deck.name);
      notify(`Mazo "${deck.name}" guardado!`);
      return true;
    },
    [readCurrent],
  );

  return {
    draft,
    deckCards: resolved.cards,
    sideCards: resolved.side,
    unavailable: resolved.unavailable,
    suggestions,
    availability,
    addCard,
    removeCard,
    addSideCard,
    removeSideCard,
    replaceUnavailable,
    removeUnavailable,
    saveDeck,
  };
}
