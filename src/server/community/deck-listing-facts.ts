import { and, eq, inArray } from 'drizzle-orm';
import { findBlock } from '../../domain/cards/edition-blocks';
import type { Database } from '../db/connect';
import { cards, type StoredDeckCards } from '../db/schema';
import { readEditionBlocks } from '../edition-blocks/edition-blocks.repository';

/** What the community listing filters a deck on, derived from its cards on every save. */
export interface DeckListingFacts {
  /** The race of the deck's first ally (SPEC §5 racialEdicion: the first ally sets the race). */
  race: string | null;
  /** The edition block of the deck's first ally, by the server's edition → block mapping. */
  block: string | null;
  /** Every card id of the main and side deck, once each, ascending. */
  cardIds: number[];
}

/** The card ids of a stored list (`[id1, count1, id2, count2, …]`), in deck order. */
function readCardIds(stored: StoredDeckCards): number[] {
  return stored.filter((_, index) => index % 2 === 0);
}

/**
 * The listing facts of a deck: its first ally (in the deck's order) gives race and block, as the
 * racialEdicion rules read a deck (card-availability.ts); a deck without allies has neither. Two
 * small indexed reads: the deck's allies, and the edition → block table when there is one.
 */
export async function deriveDeckListingFacts(
  db: Database,
  deck: { cards: StoredDeckCards; side: StoredDeckCards },
): Promise<DeckListingFacts> {
  const mainIds = readCardIds(deck.cards);
  const cardIds = [...new Set([...mainIds, ...readCardIds(deck.side)])].sort((a, b) => a - b);
  if (mainIds.length === 0) return { race: null, block: null, cardIds };
  const allies = await db
    .select({ id: cards.id, raza: cards.raza, edicion: cards.edicion })
    .from(cards)
    .where(and(inArray(cards.id, mainIds), eq(cards.tipo, 'aliado')));
  const alliesById = new Map(allies.map((ally) => [ally.id, ally]));
  const firstAlly = mainIds.map((id) => alliesById.get(id)).find((ally) => ally !== undefined);
  if (firstAlly === undefined) return { race: null, block: null, cardIds };
  const race = firstAlly.raza === null || firstAlly.raza.trim() === '' ? null : firstAlly.raza;
  return { race, block: findBlock(firstAlly.edicion, await readEditionBlocks(db)), cardIds };
}
