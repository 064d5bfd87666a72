import type { AccountDeck, DeckVisibility } from '../../contract/account-decks';
import type { CurrentUser } from '../../contract/auth';
import {
  encodeCommunityCursor,
  type CommunityDeckItem,
  type CommunityDeckPage,
  type CommunityDecksQuery,
  type DeckLikeState,
  type PublicDeck,
} from '../../contract/community';
import type { Database } from '../db/connect';
import type { StoredDeckCards } from '../db/schema';
import { findAccountDeckRow, updateAccountDeckVisibility } from '../decks/account-decks.repository';
import { toAccountDeck } from '../decks/account-decks.service';
import {
  addToLikeCount,
  deleteDeckLike,
  findLikeableDeckCount,
  findReadableDeckRow,
  insertDeckLike,
  isDeckLikedBy,
  listCommunityDeckRows,
  updateDeckHidden,
  type CommunityDeckRow,
} from './community-decks.repository';
import { deriveDeckListingFacts } from './deck-listing-facts';

export type PublicDeckRead =
  { ok: true; deck: PublicDeck } | { ok: false; reason: 'not_found' | 'hidden' };

export interface CommunityDecksService {
  /** A page of 'Mazos de la comunidad': public decks, not hidden, not in 'Papelera'. */
  listDecks: (query: CommunityDecksQuery) => Promise<CommunityDeckPage>;
  /** A public or unlisted deck; a hidden one only for its owner and admins. */
  readDeck: (id: string, caller: CurrentUser | null) => Promise<PublicDeckRead>;
  /** Sets who may read the owner's deck; null when the owner has no deck with this id. */
  setVisibility: (
    ownerId: string,
    id: string,
    visibility: DeckVisibility,
  ) => Promise<AccountDeck | null>;
  /** Likes (or takes the like back); null when the deck may not be liked. Idempotent. */
  setLike: (id: string, userId: string, isLiked: boolean) => Promise<DeckLikeState | null>;
  /** Hides a deck from the community, or shows it again; false when it is not readable. */
  setHidden: (id: string, hidden: boolean) => Promise<boolean>;
}

/** Copies in a stored list (`[id1, count1, …]`). */
function countCopies(stored: StoredDeckCards): number {
  return stored.reduce((total, value, index) => (index % 2 === 1 ? total + value : total), 0);
}

function fromStoredCards(stored: StoredDeckCards): { id: number; count: number }[] {
  const entries: { id: number; count: number }[] = [];
  for (let index = 0; index + 1 < stored.length; index += 2) {
    entries.push({ id: stored[index] ?? 0, count: stored[index + 1] ?? 0 });
  }
  return entries;
}

function toItem(row: CommunityDeckRow): CommunityDeckItem {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    race: row.race,
    block: row.block,
    authorId: row.authorId,
    authorName: row.authorName,
    cardCount: countCopies(row.cards),
    likeCount: row.likeCount,
    // Listed decks are public, and a public deck has its date.
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

function toNextCursor(query: CommunityDecksQuery, last: CommunityDeckItem): string {
  return encodeCommunityCursor(
    query.sort === 'newest'
      ? { sort: 'newest', publishedAt: last.publishedAt, id: last.id }
      : { sort: 'likes', likeCount: last.likeCount, publishedAt: last.publishedAt, id: last.id },
  );
}

/** Public decks, likes and moderation (issue 17, ADR 0020). */
export function createCommunityDecksService(db: Database): CommunityDecksService {
  return {
    listDecks: async (query) => {
      // One row past the page tells whether there is a next one.
      const rows = await listCommunityDeckRows(db, query, query.limit + 1);
      const decks = rows.slice(0, query.limit).map(toItem);
      const last = decks.at(-1);
      const hasMore = rows.length > query.limit && last !== undefined;
      return { decks, nextCursor: hasMore ? toNextCursor(query, last) : null };
    },

    readDeck: async (id, caller) => {
      const row = await findReadableDeckRow(db, id);
      if (row === null || row.visibility === 'private') return { ok: false, reason: 'not_found' };
      const isMine = caller?.id === row.ownerId;
      if (row.hidden && !isMine && caller?.role !== 'admin') return { ok: false, reason: 'hidden' };
      const likedByMe = caller === null ? false : await isDeckLikedBy(db, id, caller.id);
      return {
        ok: true,
        deck: {
          id: row.id,
          name: row.name,
          format: row.format,
          cards: fromStoredCards(row.cards),
          side: fromStoredCards(row.side),
          authorId: row.ownerId,
          authorName: row.authorName,
          version: row.version,
          updatedAt: row.updatedAt.toISOString(),
          publishedAt: row.publishedAt?.toISOString() ?? null,
          likeCount: row.likeCount,
          likedByMe,
          visibility: row.visibility,
          hidden: row.hidden,
          isMine,
        },
      };
    },

    setVisibility: (ownerId, id, visibility) =>
      db.transaction(async (tx) => {
        const current = await findAccountDeckRow(tx, id);
        if (current === null || current.ownerId !== ownerId) return null;
        // Facts again: decks saved before migration 0009 have none yet.
        const facts = await deriveDeckListingFacts(tx, current);
        const row = await updateAccountDeckVisibility(tx, id, ownerId, { facts, visibility });
        return row === null ? null : toAccountDeck(row);
      }),

    setLike: (id, userId, isLiked) =>
      db.transaction(async (tx) => {
        const count = await findLikeableDeckCount(tx, id);
        if (count === null) return null;
        // The count moves only with a row of deck_likes, in the same transaction: exact.
        const changed = isLiked
          ? await insertDeckLike(tx, id, userId)
          : await deleteDeckLike(tx, id, userId);
        const likeCount = changed
          ? await addToLikeCount(tx, id, isLiked ? 1 : -1)
          : ((await findLikeableDeckCount(tx, id)) ?? count);
        return { likeCount, likedByMe: isLiked };
      }),

    setHidden: (id, hidden) => updateDeckHidden(db, id, hidden),
  };
}
