import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { USER_ROLES, type UserRole } from '../../contract/auth';
import type { BanlistRules } from '../../domain/banlists/banlist';
import { CARD_TYPES, type CardType } from '../../domain/cards/card';
import { communityDeckColumns, indexCommunityDecks } from './community-deck-columns';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const optionalTimestamp = (name: string) => timestamp(name, { withTimezone: true });

const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Accounts, as better-auth's core schema describes them (JS keys are its field names), plus the
 * product's role.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<UserRole>().notNull().default('player'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('users_role_check', sql`${table.role} in (${sqlList(USER_ROLES)})`)],
);

/** Signed-in browsers: the session cookie carries the signed token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Sign-in methods of a user; email and password is the `credential` provider with its hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: optionalTimestamp('access_token_expires_at'),
    refreshTokenExpiresAt: optionalTimestamp('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** better-auth's one-time tokens (e.g. email verification). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** The catalogue, one row per card in the spec's card JSON format. */
export const cards = pgTable(
  'cards',
  {
    /** Assigned by the database when a new card leaves it empty; imports keep their own ids. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').$type<CardType>().notNull(),
    ruta_completa: text('ruta_completa'),
    edicion: text('edicion').notNull(),
    coste: integer('coste'),
    fuerza: integer('fuerza'),
    raza: text('raza'),
    habilidad: text('habilidad'),
    flavor_text: text('flavor_text'),
    ilustrador: text('ilustrador'),
    habilidades: jsonb('habilidades')
      .$type<unknown>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    revisada: boolean('revisada').notNull().default(false),
    /** An editor's uniqueness override (ADR 0012); null follows the ability text. */
    unica: boolean('unica'),
    /** An editor's correction of the ability tags (ADR 0023); null follows `habilidades`. */
    etiquetas: jsonb('etiquetas').$type<string[]>(),
    /** Optimistic concurrency: an edit names the version it started from. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('cards_tipo_check', sql`${table.tipo} in (${sqlList(CARD_TYPES)})`)],
);

/** Every reviewed change of a card: who, when, and the card before and after. */
export const cardRevisions = pgTable(
  'card_revisions',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id').notNull(),
    version: integer('version').notNull(),
    changedBy: text('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
  },
  (table) => [index('card_revisions_card_id_idx').on(table.cardId, table.version)],
);

/** The official formats (SPEC §3 'Built-in banlists'); `position` keeps their display order. */
export const banlists = pgTable('banlists', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }),
  rules: jsonb('rules').$type<BanlistRules>().notNull(),
  position: integer('position').notNull().default(0),
  /** The editor who last published this format; null for the built-in seed. */
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Every published version of a format (issue 15): each publication adds one, so older lists stay
 * on record with who published them and when; `banlists` holds the current one.
 */
export const banlistVersions = pgTable(
  'banlist_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }),
    rules: jsonb('rules').$type<BanlistRules>().notNull(),
    /** Null for the built-in lists the first start records. */
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banlist_versions_key_idx').on(table.key, table.id)],
);

/** Edition → block mapping used by the racialEdicion format (SPEC §3). */
export const editionBlocks = pgTable('edition_blocks', {
  edition: text('edition').primaryKey(),
  block: text('block').notNull(),
});

/** Small key/value facts about the installation (seeded flag, catalogue source and revision). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Rate-limit counters shared by every app instance on one PostgreSQL: one row per limited key
 * (route, address or account) and window, removed once the window has passed.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_resets_at_idx').on(table.resetsAt)],
);

/**
 * A deck's cards as stored: card id and count, flattened (`[id1, count1, id2, count2, …]`) in an
 * int4 array, 8 bytes a card; jsonb pairs took three times that, and 1,000 versions of a 50-card
 * deck must stay under 1 MB (issue 16).
 */
export type StoredDeckCards = number[];

/**
 * A player's decks on the account (issue 16). The id is the one the client gave the deck, so a
 * deck keeps its id from localStorage to the server; `version` is the newest of its versions.
 */
export const accountDecks = pgTable(
  'account_decks',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').notNull(),
    cards: integer('cards').array().notNull(),
    side: integer('side').array().notNull(),
    version: integer('version').notNull(),
    updatedAt: updatedAt(),
    /** When the deck went to 'Papelera'; null while in use. Purged 30 days later (ADR 0018). */
    deletedAt: optionalTimestamp('deleted_at'),
    ...communityDeckColumns(),
  },
  (table) => [
    index('account_decks_owner_idx').on(table.ownerId, table.updatedAt),
    ...indexCommunityDecks(table),
  ],
);

/** Every save of an account deck: who, when, and the deck as saved, with an optional note. */
export const accountDeckVersions = pgTable(
  'account_deck_versions',
  {
    deckId: text('deck_id')
      .notNull()
      .references(() => accountDecks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    name: text('name').notNull(),
    format: text('format').notNull(),
    cards: integer('cards').array().notNull(),
    side: integer('side').array().notNull(),
    note: text('note'),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.version] })],
);

/** One like of a player for a deck (issue 17): at most one per player and deck. */
export const deckLikes = pgTable(
  'deck_likes',
  {
    deckId: text('deck_id')
      .notNull()
      .references(() => accountDecks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.userId] })],
);

/**
 * How many copies of each card a player owns ('Mi colección', issue 17); a card with none has no
 * row. No foreign key to cards: a catalogue replaced by an import must not lose collections.
 */
export const collectionCards = pgTable(
  'collection_cards',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.cardId] }),
    check('collection_cards_count_check', sql`${table.count} between 1 and 999`),
  ],
);
