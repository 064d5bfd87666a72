import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DeckVisibility } from '../../contract/account-decks';
import type { DeckListingFacts } from '../community/deck-listing-facts';
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
  deletedAt: accountDecks.deletedAt,
  visibility: accountDecks.visibility,
};

/**
 * What a save writes besides the content: the listing facts derived from the cards and, when the
 * write names one, the visibility (issue 17).
 */
export interface DeckListingWrite {
  facts: DeckListingFacts;
  visibility: DeckVisibility | undefined;
}

/** `published_at` after a change to `visibility`: the first time it is public (ADR 0020). */
export function publishedAtAfter(visibility: DeckVisibility | undefined) {
  return visibility === 'public'
    ? sql`coalesce(${accountDecks.publishedAt}, date_trunc('milliseconds', now()))`
    : sql`${accountDecks.publishedAt}`;
}

function toListingColumns(listing: DeckListingWrite) {
  return {
    race: listing.facts.race,
    block: listing.facts.block,
    cardIds: listing.facts.cardIds,
    ...(listing.visibility === undefined ? {} : { visibility: listing.visibility }),
  };
}

/** How long a deck stays in 'Papelera' before it is purged with its versions (issue 16). */
export const TRASH_RETENTION_DAYS = 30;

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

/**
 * Deletes, with their versions, the owner's decks that went to 'Papelera' more than
 * TRASH_RETENTION_DAYS ago; how many. Lazy: run when the owner lists their decks (ADR 0018).
 */
export async function purgeExpiredAccountDecks(db: Database, ownerId: string): Promise<number> {
  const purged = await db
    .delete(accountDecks)
    .where(
      and(
        eq(accountDecks.ownerId, ownerId),
        lt(accountDecks.deletedAt, sql`now() - make_interval(days => ${TRASH_RETENTION_DAYS})`),
      ),
    )
    .returning({ id: accountDecks.id });
  return purged.length;
}

/** A player's decks, those in 'Papelera' too, most recently saved first (account_decks_owner_idx). */
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
  listing: DeckListingWrite,
) {
  const [row] = await db
    .insert(accountDecks)
    .values({
      id,
      ownerId,
      ...content,
      version: 1,
      ...toListingColumns(listing),
      ...(listing.visibility === 'public'
        ? { publishedAt: sql`date_trunc('milliseconds', now())` }
        : {}),
    })
    .onConflictDoNothing({ target: accountDecks.id })
    .returning(deckColumns);
  return row ?? null;
}

/**
 * Moves the owner's deck from `baseVersion` to the next one, out of 'Papelera' if it was there.
 * Conditional on the version: of two saves on the same base, the second waits for the first's row
 * lock, then matches nothing.
 */
export async function updateAccountDeckFrom(
  db: Database,
  id: string,
  ownerId: string,
  baseVersion: number,
  content: StoredDeckContent,
  listing: DeckListingWrite,
) {
  const [row] = await db
    .update(accountDecks)
    .set({
      ...content,
      version: sql`${accountDecks.version} + 1`,
      updatedAt: sql`now()`,
      deletedAt: null,
      ...toListingColumns(listing),
      publishedAt: publishedAtAfter(listing.visibility),
    })
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

/** A page of a deck's saves older than `before` (all when absent), newest first. */
export async function listAccountDeckVersionRows(
  db: Database,
  deckId: string,
  page: { before?: number | undefined; limit: number },
) {
  return db
    .select()
    .from(accountDeckVersions)
    .where(
      and(
        eq(accountDeckVersions.deckId, deckId),
        page.before === undefined ? undefined : lt(accountDeckVersions.version, page.before),
      ),
    )
    .orderBy(desc(accountDeckVersions.version))
    .limit(page.limit);
}

/** One save of a deck; null when the deck has no such version. */
export async function findAccountDeckVersionRow(db: Database, deckId: string, version: number) {
  const [row] = await db
    .select()
    .from(accountDeckVersions)
    .where(and(eq(accountDeckVersions.deckId, deckId), eq(accountDeckVersions.version, version)));
  return row ?? null;
}

/**
 * Puts the owner's deck in 'Papelera', keeping the first `deleted_at` when it already is there;
 * whether the owner has a deck with this id.
 */
export async function trashAccountDeck(db: Database, id: string, ownerId: string) {
  const trashed = await db
    .update(accountDecks)
    .set({ deletedAt: sql`coalesce(${accountDecks.deletedAt}, now())` })
    .where(and(eq(accountDecks.id, id), eq(accountDecks.ownerId, ownerId)))
    .returning({ id: accountDecks.id });
  return trashed.length > 0;
}

/** Takes the owner's deck out of 'Papelera' (a no-op for a deck in use); null when none. */
export async function untrashAccountDeck(db: Database, id: string, ownerId: string) {
  const [row] = await db
    .update(accountDecks)
    .set({ deletedAt: null })
    .where(and(eq(accountDecks.id, id), eq(accountDecks.ownerId, ownerId)))
    .returning(deckColumns);
  return row ?? null;
}

/** Sets who may read the owner's deck, with fresh listing facts; null when the owner has none. */
export async function updateAccountDeckVisibility(
  db: Database,
  id: string,
  ownerId: string,
  listing: DeckListingWrite & { visibility: DeckVisibility },
) {
  const [row] = await db
    .update(accountDecks)
    .set({ ...toListingColumns(listing), publishedAt: publishedAtAfter(listing.visibility) })
    .where(and(eq(accountDecks.id, id), eq(accountDecks.ownerId, ownerId)))
    .returning(deckColumns);
  return row ?? null;
}
