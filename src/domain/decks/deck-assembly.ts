import type { Card } from '../cards/card';
import type { EditionBlocks } from '../cards/edition-blocks';
import type { Banlist } from '../banlists/banlist';
import { checkAvailability, createAvailabilityContext } from './card-availability';

/** Copies of one card that could not join the deck, with the availability message that refused the first. */
export interface RefusedCopies {
  card: Card;
  count: number;
  message: string;
}

/** The deck an import builds, and every copy left out of it. */
export interface AssembledDeck {
  cards: Card[];
  refused: RefusedCopies[];
}

/**
 * Builds a deck by adding the given copies one at a time under the format's availability rules
 * (SPEC §5), as if the player clicked 'Añadir una copia' for each: a copy that would not be
 * available is refused and reported, never added silently.
 */
export function assembleDeck(
  candidates: readonly Card[],
  banlist: Banlist,
  editionBlocks: EditionBlocks,
): AssembledDeck {
  const cards: Card[] = [];
  const refusedById = new Map<number, RefusedCopies>();
  for (const card of candidates) {
    const availability = checkAvailability(
      card,
      createAvailabilityContext(cards, banlist, editionBlocks),
    );
    if (availability.status === 'available') {
      cards.push(card);
      continue;
    }
    const refused = refusedById.get(card.id);
    if (refused) refused.count += 1;
    else refusedById.set(card.id, { card, count: 1, message: availability.message ?? '' });
  }
  return { cards, refused: [...refusedById.values()] };
}
