import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { BanlistRules } from '../../domain/banlists/banlist';
import { CARD_TYPES, type CardType } from '../../domain/cards/card';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The catalogue, one row per card in the spec's card JSON format. */
export const cards = pgTable(
  'cards',
  {
    id: integer('id').primaryKey(),
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
    /** Optimistic concurrency: an edit names the version it started from. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'cards_tipo_check',
      sql`${table.tipo} in (${sql.raw(CARD_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

/** Every reviewed change of a card: who, when, and the card before and after. */
export const cardRevisions = pgTable(
  'card_revisions',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id').notNull(),
    version: integer('version').notNull(),
    changedBy: text('changed_by').notNull(),
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
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

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
