import { countEntries, type DeckEntry } from './deck-content';

/** A player's collection: how many copies of each card they own, by card id. */
export type CardCollection = ReadonlyMap<number, number>;

/** What a player lacks to build a deck ('Te faltan N cartas'). */
export interface MissingCards {
  /** Cards to get, with the copies missing, in the deck's order (main deck first). */
  entries: DeckEntry[];
  /** Copies missing in all. */
  total: number;
}

/**
 * The copies a deck needs beyond what the collection holds (issue 17): the main deck and the
 * side deck together, for they are built from the same physical cards.
 */
export function findMissingCards(
  cards: readonly DeckEntry[],
  side: readonly DeckEntry[],
  collection: CardCollection,
): MissingCards {
  const needed = countEntries([...cards, ...side]);
  const entries: DeckEntry[] = [];
  let total = 0;
  for (const [id, count] of needed) {
    const missing = count - (collection.get(id) ?? 0);
    if (missing > 0) {
      entries.push({ id, count: missing });
      total += missing;
    }
  }
  return { entries, total };
}

/** Whether the collection holds at least one copy of the card ('Solo mi colección'). */
export function ownsCard(collection: CardCollection, cardId: number): boolean {
  return (collection.get(cardId) ?? 0) > 0;
}
