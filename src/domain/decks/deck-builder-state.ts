import type { Card } from '../cards/card';
import type { EditionBlocks } from '../cards/edition-blocks';
import type { Banlist } from '../banlists/banlist';
import {
  checkAvailability,
  checkSideDeckAvailability,
  createAvailabilityContext,
  type Availability,
  type AvailabilityContext,
} from './card-availability';
import { canSaveDeck, type SavedDeck } from './deck';
import type { CardSource } from './format-deck-checks';

/** Deck builder state (SPEC §3): saved decks and the deck in progress; no format shows the picker. */
export interface DeckBuilderState {
  savedDecks: SavedDeck[];
  currentDeck: Card[];
  /** The side deck in progress (issue 15). */
  currentSide: Card[];
  currentDeckId: string | null;
  currentDeckName: string | null;
  currentFormat: string | null;
}

/** The deck builder's transitions (SPEC §4 'Deck builder'). */
export type DeckBuilderAction =
  | { type: 'setSavedDecks'; decks: SavedDeck[] }
  | { type: 'chooseFormat'; format: string }
  | { type: 'loadDeck'; deck: SavedDeck }
  | {
      type: 'addCard';
      card: Card;
      banlist: Banlist;
      editionBlocks: EditionBlocks;
      /** The catalogue, to recognise reprints (issue 15); without it reprints are refused. */
      catalogue?: CardSource;
    }
  | { type: 'removeCard'; cardId: number }
  | {
      type: 'addSideCard';
      card: Card;
      banlist: Banlist;
      editionBlocks: EditionBlocks;
      catalogue?: CardSource;
    }
  | { type: 'removeSideCard'; cardId: number }
  | { type: 'saveDeck'; name: string; timestampId: string }
  | { type: 'cancel' };

/** No saved decks read yet and no format chosen. */
export const initialDeckBuilderState: DeckBuilderState = {
  savedDecks: [],
  currentDeck: [],
  currentSide: [],
  currentDeckId: null,
  currentDeckName: null,
  currentFormat: null,
};

function removeLastCopy(cards: readonly Card[], cardId: number): Card[] {
  const index = cards.findLastIndex((card) => card.id === cardId);
  return index === -1 ? [...cards] : cards.filter((_, position) => position !== index);
}

type AddAction = Extract<DeckBuilderAction, { type: 'addCard' | 'addSideCard' }>;

/** Whether a format is chosen and the card is available where it goes (main or side deck). */
function canAdd(
  state: DeckBuilderState,
  { card, banlist, editionBlocks, catalogue }: AddAction,
  check: (card: Card, context: AvailabilityContext) => Availability,
): boolean {
  if (state.currentFormat === null) return false;
  const context = createAvailabilityContext(state.currentDeck, banlist, editionBlocks, {
    side: state.currentSide,
    catalogue,
  });
  return check(card, context).status === 'available';
}

function saveCurrentDeck(
  state: DeckBuilderState,
  name: string,
  timestampId: string,
): DeckBuilderState {
  const trimmedName = name.trim();
  if (state.currentFormat === null || !canSaveDeck(state.currentDeck, trimmedName)) return state;
  const deck: SavedDeck = {
    id: state.currentDeckId ?? timestampId,
    name: trimmedName,
    cards: state.currentDeck,
    ...(state.currentSide.length > 0 ? { side: state.currentSide } : {}),
    format: state.currentFormat,
  };
  const isExisting = state.savedDecks.some((saved) => saved.id === deck.id);
  return {
    ...state,
    savedDecks: isExisting
      ? state.savedDecks.map((saved) => (saved.id === deck.id ? deck : saved))
      : [...state.savedDecks, deck],
    currentDeckId: deck.id,
    currentDeckName: deck.name,
  };
}

/**
 * Deck builder transitions (SPEC §4): choosing a format starts an empty deck; loading sets cards,
 * id, name and format; adding appends a copy only when the card is 'available' (SPEC §5);
 * removing drops the last copy of that id; saving creates the deck with the timestamp id passed
 * in, or replaces the one with the same id, and needs cards and a name; cancelling clears all and
 * returns to the picker. The side deck (issue 15) takes a copy only when the format has room for
 * it and the copy limits, counted over both decks, allow it.
 */
export function deckBuilderReducer(
  state: DeckBuilderState,
  action: DeckBuilderAction,
): DeckBuilderState {
  switch (action.type) {
    case 'setSavedDecks':
      return { ...state, savedDecks: action.decks };
    case 'chooseFormat':
      return {
        ...state,
        currentDeck: [],
        currentSide: [],
        currentDeckId: null,
        currentDeckName: null,
        currentFormat: action.format,
      };
    case 'loadDeck':
      return {
        ...state,
        currentDeck: [...action.deck.cards],
        currentSide: [...(action.deck.side ?? [])],
        currentDeckId: action.deck.id,
        currentDeckName: action.deck.name,
        currentFormat: action.deck.format,
      };
    case 'addCard':
      if (!canAdd(state, action, checkAvailability)) return state;
      return { ...state, currentDeck: [...state.currentDeck, action.card] };
    case 'removeCard':
      return { ...state, currentDeck: removeLastCopy(state.currentDeck, action.cardId) };
    case 'addSideCard':
      if (!canAdd(state, action, checkSideDeckAvailability)) return state;
      return { ...state, currentSide: [...state.currentSide, action.card] };
    case 'removeSideCard':
      return { ...state, currentSide: removeLastCopy(state.currentSide, action.cardId) };
    case 'saveDeck':
      return saveCurrentDeck(state, action.name, action.timestampId);
    case 'cancel':
      return {
        ...state,
        currentDeck: [],
        currentSide: [],
        currentDeckId: null,
        currentDeckName: null,
        currentFormat: null,
      };
  }
}
