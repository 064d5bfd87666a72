import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DECK_VISIBILITIES, type DeckVisibility } from '../../contract/account-decks';

/**
 * What 'Mazos de la comunidad' needs of a deck (issue 17, ADR 0020): who may read it, since when
 * it is public, the moderation flag, its likes, and the race, block and card ids the listing
 * filters on, derived from the cards on every save.
 */
export function communityDeckColumns() {
  return {
    visibility: text('visibility').$type<DeckVisibility>().notNull().default('private'),
    /** When the deck first became public; kept if it goes back to private (the 'newest' order). */
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
    /** Hidden by an admin: out of every listing, and its page says so to others. */
    hidden: boolean('hidden').notNull().default(false),
    /** Rows of deck_likes for the deck, kept exact in the transaction that changes them. */
    likeCount: integer('like_count').notNull().default(0),
    /** The race of the deck's first ally, as the catalogue writes it; null without allies. */
    race: text('race'),
    /** The edition block of the deck's first ally; null without allies or without a block. */
    block: text('block'),
    /** Every card id of the main and side deck, once each (the listing's `card` filter). */
    cardIds: integer('card_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  };
}

/** A deck the community listing shows: public, not hidden, not in 'Papelera'. */
function isListed(table: { visibility: AnyColumn; hidden: AnyColumn; deletedAt: AnyColumn }) {
  return sql`${table.visibility} = 'public' and ${table.hidden} = false and ${table.deletedAt} is null`;
}

interface CommunityDeckTable {
  id: PgColumn;
  ownerId: PgColumn;
  format: PgColumn;
  visibility: PgColumn;
  publishedAt: PgColumn;
  hidden: PgColumn;
  likeCount: PgColumn;
  race: PgColumn;
  block: PgColumn;
  cardIds: PgColumn;
  deletedAt: PgColumn;
}

/** The visibility check and the indexes of the community listing (ADR 0020). */
export function indexCommunityDecks(table: CommunityDeckTable) {
  return [
    check(
      'account_decks_visibility_check',
      sql`${table.visibility} in (${sql.raw(DECK_VISIBILITIES.map((value) => `'${value}'`).join(', '))})`,
    ),
    // The community listing's orders (ADR 0020), each over the listed decks only.
    index('account_decks_listed_newest_idx').on(table.publishedAt, table.id).where(isListed(table)),
    index('account_decks_listed_likes_idx')
      .on(table.likeCount, table.publishedAt, table.id)
      .where(isListed(table)),
    index('account_decks_listed_format_newest_idx')
      .on(table.format, table.publishedAt, table.id)
      .where(isListed(table)),
    index('account_decks_listed_format_likes_idx')
      .on(table.format, table.likeCount, table.publishedAt, table.id)
      .where(isListed(table)),
    index('account_decks_listed_race_idx')
      .on(table.race, table.publishedAt, table.id)
      .where(isListed(table)),
    index('account_decks_listed_block_idx')
      .on(table.block, table.publishedAt, table.id)
      .where(isListed(table)),
    index('account_decks_listed_author_idx')
      .on(table.ownerId, table.publishedAt, table.id)
      .where(isListed(table)),
    index('account_decks_listed_cards_idx').using('gin', table.cardIds).where(isListed(table)),
  ];
}
