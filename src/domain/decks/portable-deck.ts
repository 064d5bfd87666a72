import type { Card } from '../cards/card';
import { groupDeckCards } from './deck-order';

/** One card of a deck by id, as a file or a link carries it. */
export interface DeckCardCount {
  id: number;
  count: number;
}

/**
 * A deck without the catalogue: its name, the key of its format and its cards by id, in listing
 * order, with its side deck when it has one (issue 15). This is the JSON export, and what a share
 * link carries; files and links without `side` are decks without side deck.
 */
export interface PortableDeck {
  name: string | null;
  format: string;
  cards: DeckCardCount[];
  side?: DeckCardCount[];
}

/** A deck's cards by id with their copies, in the listing order of SPEC §5. */
export function countDeckCards(cards: readonly Card[]): DeckCardCount[] {
  return groupDeckCards(cards).map(({ card, count }) => ({ id: card.id, count }));
}
