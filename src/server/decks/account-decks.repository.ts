import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { accountDecks, accountDeckVersions, type StoredDeckCards } from '../db/schema';

/** A deck as written: what both the deck row and its version row hold. */
export interface StoredDeckContent {
  name: string;
  format: string;
  cards: StoredDeckCards;
  side: StoredDeckCards;
}

const deckColumns = {
  id: accountDecks.id,
  ownerId: accountDecks.ownerId,
  name: accountDecks.name,
  format: accountDecks.format,
  cards: accountDecks.cards,
  side: accountDecks.side,
  version: accountDecks.version,
  updatedAt: accountDecks.updatedAt,
};

export type AccountDeckRow = Awaited<ReturnType<typeof findAccountDeckRow>> & {};

/** The deck with this id, whoever owns it; null when there is none. */
export async function findAccountDeckRow(db: Database, id: string) {
  const [row] = await db.select(deckColumns).from(accountDecks).where(eq(accountDecks.id, id));
  return row ?? null;
}

/** Who owns the deck with this id; null when there is none. */
export async function findAccountDeckOwner(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: accountDecks.ownerId })
    .from(accountDecks)
    .where(eq(accountDecks.id, id));
  return row?.ownerId ?? null;
}

/** A player's decks, most recently saved first (index account_decks_owner_idx). */
export async function listAccountDeckRows(db: Database, ownerId: string) {
  return db
    .select(deckColumns)
    .from(accountDecks)
    .where(eq(accountDecks.ownerId, ownerId))
    .orderBy(desc(accountDecks.updatedAt), desc(accountDecks.id));
}

/** Creates the deck at version 1; null when a deck with this id already exists. */
export async function insertAccountDeck(
  db: Database,
  id: string,
  ownerId: string,
  content: StoredDeckContent,
) {
  const [row] = await db
    .insert(accountDecks)
    .values({ id, ownerId, ...content, version: 1 })
    .onConflictDoNothing({ target: accountDecks.id })
    .returning(deckColumns);
  return row ?? null;
}

/**
 * Moves the owner's deck from `baseVersion` to the next one. Conditional on the version: of two
 * saves on the same base, the second waits for the first's row lock, then matches nothing.
 */
export async function updateAccountDeckFrom(
  db: Database,
  id: string,
  ownerId: string,
  baseVersion: number,
  content: StoredDeckContent,
) {
  const [row] = await db
    .update(accountDecks)
    .set({ ...content, version: sql`${accountDecks.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(accountDecks.id, id),
        eq(accountDecks.ownerId, ownerId),
        eq(accountDecks.version, baseVersion),
      ),
    )
    .returning(deckColumns);
  return row ?? null;
}

/** Records one save of a deck. */
export async function insertAccountDeckVersion(
  db: Database,
  version: { deckId: string; version: number; authorId: string; note: string | null },
  content: StoredDeckContent,
): Promise<void> {
  await db.insert(accountDeckVersions).values({ ...version, ...content });
}

/** Every save of a deck, newest first (the primary key's order). */
export async function listAccountDeckVersionRows(db: Database, deckId: string) {
  return db
    .select()
    .from(accountDeckVersions)
    .where(eq(accountDeckVersions.deckId, deckId))
    .orderBy(desc(accountDeckVersions.version));
}

/** Deletes the owner's deck with its versions; whether there was one. */
export async function deleteAccountDeck(
  db: Database,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(accountDecks)
    .where(and(eq(accountDecks.id, id), eq(accountDecks.ownerId, ownerId)))
    .returning({ id: accountDecks.id });
  return deleted.length > 0;
}
