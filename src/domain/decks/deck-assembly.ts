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
import type { CardSource } from './format-deck-checks';

/** Copies of one card that could not join the deck, with the availability message that refused the first. */
export interface RefusedCopies {
  card: Card;
  count: number;
  message: string;
  /** The copies were meant for the side deck (issue 15). */
  inSideDeck?: boolean;
}

/** The deck an import builds, its side deck, and every copy left out of them. */
export interface AssembledDeck {
  cards: Card[];
  side: Card[];
  refused: RefusedCopies[];
}

/**
 * Builds a deck by adding the given copies one at a time under the format's availability rules
 * (SPEC §5), as if the player clicked 'Añadir una copia' for each: a copy that would not be
 * available is refused and reported, never added silently. The side deck's copies (issue 15)
 * follow, under the side deck's availability, sharing the copy limits with the main deck.
 */
export function assembleDeck(
  candidates: readonly Card[],
  banlist: Banlist,
  editionBlocks: EditionBlocks,
  sideCandidates: readonly Card[] = [],
  catalogue?: CardSource,
): AssembledDeck {
  const cards: Card[] = [];
  const side: Card[] = [];
  const refusedByKey = new Map<string, RefusedCopies>();
  const place = (
    card: Card,
    target: Card[],
    check: (card: Card, context: AvailabilityContext) => Availability,
    inSideDeck: boolean,
  ) => {
    const context = createAvailabilityContext(cards, banlist, editionBlocks, { side, catalogue });
    const availability = check(card, context);
    if (availability.status === 'available') {
      target.push(card);
      return;
    }
    const key = `${inSideDeck ? 'side' : 'main'}:${card.id}`;
    const refused = refusedByKey.get(key);
    if (refused) refused.count += 1;
    else {
      const message = availability.message ?? '';
      refusedByKey.set(key, { card, count: 1, message, ...(inSideDeck ? { inSideDeck } : {}) });
    }
  };
  for (const card of candidates) place(card, cards, checkAvailability, false);
  for (const card of sideCandidates) place(card, side, checkSideDeckAvailability, true);
  return { cards, side, refused: [...refusedByKey.values()] };
}
