import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CollectionEntry } from '../../contract/collection';
import type { Database } from '../db/connect';
import { cards, collectionCards } from '../db/schema';

/** The player's cards with copies, by ascending card id. */
export async function listCollectionRows(
  db: Database,
  ownerId: string,
): Promise<CollectionEntry[]> {
  return db
    .select({ id: collectionCards.cardId, count: collectionCards.count })
    .from(collectionCards)
    .where(eq(collectionCards.ownerId, ownerId))
    .orderBy(asc(collectionCards.cardId));
}

/** The player's cards with their catalogue name (empty for a card the catalogue lost). */
export async function listNamedCollectionRows(db: Database, ownerId: string) {
  return db
    .select({
      id: collectionCards.cardId,
      nombre: sql<string>`coalesce(${cards.nombre}, '')`,
      count: collectionCards.count,
    })
    .from(collectionCards)
    .leftJoin(cards, eq(cards.id, collectionCards.cardId))
    .where(eq(collectionCards.ownerId, ownerId))
    .orderBy(asc(collectionCards.cardId));
}

/** Which of these ids the catalogue has. */
export async function findCatalogueIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(inArray(cards.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Every card's id and name, for resolving the names of an imported file. */
export async function listCatalogueNames(db: Database) {
  return db.select({ id: cards.id, nombre: cards.nombre }).from(cards).orderBy(asc(cards.id));
}

/** Removes every card of the player's collection. */
export async function clearCollection(db: Database, ownerId: string): Promise<void> {
  await db.delete(collectionCards).where(eq(collectionCards.ownerId, ownerId));
}

/** Removes these cards from the player's collection. */
export async function deleteCollectionCards(
  db: Database,
  ownerId: string,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(collectionCards)
    .where(and(eq(collectionCards.ownerId, ownerId), inArray(collectionCards.cardId, [...ids])));
}

/** Sets the copies of these cards (each count 1–999), adding the cards that were not there. */
export async function upsertCollectionCards(
  db: Database,
  ownerId: string,
  entries: readonly CollectionEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(collectionCards)
    .values(entries.map(({ id, count }) => ({ ownerId, cardId: id, count })))
    .onConflictDoUpdate({
      target: [collectionCards.ownerId, collectionCards.cardId],
      set: { count: sql`excluded.count` },
    });
}
