import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { CommunityDecksQuery } from '../../contract/community';
import type { Database } from '../db/connect';
import { accountDecks, deckLikes, users } from '../db/schema';

/**
 * A deck 'Mazos de la comunidad' lists: public, not hidden, not in 'Papelera'. The same predicate
 * as the partial indexes (community-deck-columns.ts), so the planner can use them.
 */
const isListed = sql`${accountDecks.visibility} = 'public' and ${accountDecks.hidden} = false and ${accountDecks.deletedAt} is null`;

/** Readable through its link: public or unlisted, and not in 'Papelera' (hidden or not). */
const isReadable = and(
  ne(accountDecks.visibility, 'private'),
  sql`${accountDecks.deletedAt} is null`,
);

function toTimestamp(iso: string): SQL {
  return sql`${iso}::timestamptz`;
}

/** Where the page starts: strictly after the cursor in the listing's descending order. */
function readKeyset(after: CommunityDecksQuery['after']): SQL | undefined {
  if (after === undefined) return undefined;
  if (after.sort === 'newest') {
    return sql`(${accountDecks.publishedAt}, ${accountDecks.id}) < (${toTimestamp(after.publishedAt)}, ${after.id})`;
  }
  return sql`(${accountDecks.likeCount}, ${accountDecks.publishedAt}, ${accountDecks.id}) < (${after.likeCount}, ${toTimestamp(after.publishedAt)}, ${after.id})`;
}

/**
 * Listed decks holding the card, when there are at most FEW_CARD_DECKS of them; null when more.
 * Unordered and unlimited but for the bound, so the planner reads the card's GIN index.
 */
async function findFewCardDeckIds(db: Database, cardId: number): Promise<string[] | null> {
  const rows = await selectFewCardDeckIds(db, cardId);
  return rows.length > FEW_CARD_DECKS ? null : rows.map((row) => row.id);
}

/** The query of findFewCardDeckIds, exported for the bench's EXPLAIN. */
export function selectFewCardDeckIds(db: Database, cardId: number) {
  return (
    db
      .select({ id: accountDecks.id })
      .from(accountDecks)
      .where(and(isListed, holdsCard(cardId)))
      // In the newest index's order: a common card is found walking it, a rare one through GIN.
      .orderBy(desc(accountDecks.publishedAt), desc(accountDecks.id))
      .limit(FEW_CARD_DECKS + 1)
  );
}

function holdsCard(cardId: number): SQL {
  return sql`${accountDecks.cardIds} @> array[${cardId}]::integer[]`;
}

/**
 * Below this many decks holding a card, a page filtered by it sorts those decks (found through
 * the GIN index) instead of walking an order's index: a card in few decks would otherwise walk
 * almost all of it (measured 65–150 ms at 100,000 decks for a card in none, ADR 0020).
 */
const FEW_CARD_DECKS = 500;

function readFilters(
  query: CommunityDecksQuery,
  cardDeckIds: string[] | null,
): (SQL | undefined)[] {
  return [
    query.format === undefined ? undefined : eq(accountDecks.format, query.format),
    query.race === undefined ? undefined : eq(accountDecks.race, query.race),
    query.block === undefined ? undefined : eq(accountDecks.block, query.block),
    query.author === undefined ? undefined : eq(accountDecks.ownerId, query.author),
    query.card === undefined
      ? undefined
      : cardDeckIds === null
        ? holdsCard(query.card)
        : cardDeckIds.length === 0
          ? sql`false`
          : inArray(accountDecks.id, cardDeckIds),
  ];
}

/**
 * A page of listed decks, `limit` rows from the cursor, in the query's order; each order is an
 * index's (ADR 0020), and the keyset makes a page independent of decks published since the last.
 */
function selectCommunityDeckRows(
  db: Database,
  query: CommunityDecksQuery,
  limit: number,
  cardDeckIds: string[] | null,
) {
  const order =
    query.sort === 'newest'
      ? [desc(accountDecks.publishedAt), desc(accountDecks.id)]
      : [desc(accountDecks.likeCount), desc(accountDecks.publishedAt), desc(accountDecks.id)];
  return db
    .select({
      id: accountDecks.id,
      name: accountDecks.name,
      format: accountDecks.format,
      race: accountDecks.race,
      block: accountDecks.block,
      authorId: accountDecks.ownerId,
      authorName: users.name,
      cards: accountDecks.cards,
      likeCount: accountDecks.likeCount,
      publishedAt: accountDecks.publishedAt,
    })
    .from(accountDecks)
    .innerJoin(users, eq(users.id, accountDecks.ownerId))
    .where(and(isListed, readKeyset(query.after), ...readFilters(query, cardDeckIds)))
    .orderBy(...order)
    .limit(limit);
}

/**
 * The query of a page, not yet run (wrapped: a query builder is a thenable), so that the bench can
 * EXPLAIN the very query the listing runs.
 */
export async function prepareCommunityDeckQuery(
  db: Database,
  query: CommunityDecksQuery,
  limit: number,
) {
  const cardDeckIds = query.card === undefined ? null : await findFewCardDeckIds(db, query.card);
  return { select: selectCommunityDeckRows(db, query, limit, cardDeckIds) };
}

/** A page of listed decks (prepareCommunityDeckQuery, run). */
export async function listCommunityDeckRows(
  db: Database,
  query: CommunityDecksQuery,
  limit: number,
) {
  return (await prepareCommunityDeckQuery(db, query, limit)).select;
}

export type CommunityDeckRow = Awaited<ReturnType<typeof listCommunityDeckRows>>[number];

/** A deck readable through its link, with its author's name; null when there is none. */
export async function findReadableDeckRow(db: Database, id: string) {
  const [row] = await db
    .select({
      id: accountDecks.id,
      ownerId: accountDecks.ownerId,
      authorName: users.name,
      name: accountDecks.name,
      format: accountDecks.format,
      cards: accountDecks.cards,
      side: accountDecks.side,
      version: accountDecks.version,
      updatedAt: accountDecks.updatedAt,
      publishedAt: accountDecks.publishedAt,
      likeCount: accountDecks.likeCount,
      visibility: accountDecks.visibility,
      hidden: accountDecks.hidden,
    })
    .from(accountDecks)
    .innerJoin(users, eq(users.id, accountDecks.ownerId))
    .where(and(eq(accountDecks.id, id), isReadable));
  return row ?? null;
}

/** Whether the player likes the deck. */
export async function isDeckLikedBy(db: Database, deckId: string, userId: string) {
  const [row] = await db
    .select({ deckId: deckLikes.deckId })
    .from(deckLikes)
    .where(and(eq(deckLikes.deckId, deckId), eq(deckLikes.userId, userId)));
  return row !== undefined;
}

/** The likes of a deck that may be liked (readable and not hidden); null when it may not. */
export async function findLikeableDeckCount(db: Database, id: string): Promise<number | null> {
  const [row] = await db
    .select({ likeCount: accountDecks.likeCount })
    .from(accountDecks)
    .where(and(eq(accountDecks.id, id), isReadable, eq(accountDecks.hidden, false)));
  return row?.likeCount ?? null;
}

/** Adds the player's like; whether it was new (a second like of the same player adds nothing). */
export async function insertDeckLike(db: Database, deckId: string, userId: string) {
  const inserted = await db
    .insert(deckLikes)
    .values({ deckId, userId })
    .onConflictDoNothing()
    .returning({ deckId: deckLikes.deckId });
  return inserted.length > 0;
}

/** Removes the player's like; whether there was one. */
export async function deleteDeckLike(db: Database, deckId: string, userId: string) {
  const deleted = await db
    .delete(deckLikes)
    .where(and(eq(deckLikes.deckId, deckId), eq(deckLikes.userId, userId)))
    .returning({ deckId: deckLikes.deckId });
  return deleted.length > 0;
}

/** Moves the deck's like count by `delta` under its row lock; the count after. */
export async function addToLikeCount(db: Database, id: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(accountDecks)
    .set({ likeCount: sql`${accountDecks.likeCount} + ${delta}` })
    .where(eq(accountDecks.id, id))
    .returning({ likeCount: accountDecks.likeCount });
  return row?.likeCount ?? 0;
}

/** Sets the moderation flag of a readable deck; false when there is none. */
export async function updateDeckHidden(db: Database, id: string, hidden: boolean) {
  const updated = await db
    .update(accountDecks)
    .set({ hidden })
    .where(and(eq(accountDecks.id, id), isReadable))
    .returning({ id: accountDecks.id });
  return updated.length > 0;
}
