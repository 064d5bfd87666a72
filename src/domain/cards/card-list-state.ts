import type { Card } from './card';

/** The card list with its loading flag and error (SPEC §3 'Card list state'). */
export interface CardListState {
  cards: Card[];
  isLoading: boolean;
  error: string | null;
}

/** The actions of the card list (SPEC §3): load all, set loading, set error, update one, save all. */
export type CardListAction =
  | { type: 'loadAll'; cards: Card[] }
  | { type: 'setLoading'; isLoading: boolean }
  | { type: 'setError'; error: string }
  | { type: 'updateOne'; card: Card }
  | { type: 'saveAll'; cards: Card[] };

/** Before the first load: no cards, loading. */
export const initialCardListState: CardListState = { cards: [], isLoading: true, error: null };

function upsertCard(cards: readonly Card[], card: Card): Card[] {
  const index = cards.findIndex((existing) => existing.id === card.id);
  if (index === -1) return [...cards, card];
  return cards.map((existing, position) => (position === index ? card : existing));
}

/**
 * Card list transitions (SPEC §4): loading sets the list and clears loading and error; an error
 * clears loading; updating replaces the card with the same id or appends it; saving all replaces
 * the list and leaves the flags alone.
 */
export function cardListReducer(state: CardListState, action: CardListAction): CardListState {
  switch (action.type) {
    case 'loadAll':
      return { cards: action.cards, isLoading: false, error: null };
    case 'setLoading':
      return { ...state, isLoading: action.isLoading };
    case 'setError':
      return { ...state, isLoading: false, error: action.error };
    case 'updateOne':
      return { ...state, cards: upsertCard(state.cards, action.card) };
    case 'saveAll':
      return { ...state, cards: action.cards };
  }
}
