import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Card } from '../../domain/cards/card';
import type { Database } from '../db/connect';
import { cards } from '../db/schema';

/** Exactly the spec's card fields: never version or timestamps. */
const cardColumns = {
  id: cards.id,
  nombre: cards.nombre,
  tipo: cards.tipo,
  ruta_completa: cards.ruta_completa,
  edicion: cards.edicion,
  coste: cards.coste,
  fuerza: cards.fuerza,
  raza: cards.raza,
  habilidad: cards.habilidad,
  flavor_text: cards.flavor_text,
  ilustrador: cards.ilustrador,
  habilidades: cards.habilidades,
  revisada: cards.revisada,
  unica: cards.unica,
  etiquetas: cards.etiquetas,
};

type CardField = Exclude<keyof typeof cardColumns, 'id'>;

const updatableFields = Object.keys(cardColumns).filter(
  (field): field is CardField => field !== 'id',
);

const excludedValue = (field: CardField) => sql.raw(`excluded."${cards[field].name}"`);

export async function listCards(db: Database): Promise<Card[]> {
  return db.select(cardColumns).from(cards).orderBy(asc(cards.id));
}

/** The cards of these ids that exist, in catalogue order. */
export async function listCardsByIds(db: Database, ids: readonly number[]): Promise<Card[]> {
  if (ids.length === 0) return [];
  return db
    .select(cardColumns)
    .from(cards)
    .where(inArray(cards.id, [...ids]))
    .orderBy(asc(cards.id));
}

export async function findCardById(db: Database, id: number): Promise<Card | null> {
  const rows = await db.select(cardColumns).from(cards).where(eq(cards.id, id));
  return rows[0] ?? null;
}

/** A card with the version an edit of it must name. */
export type StoredCard = { card: Card; version: number };

const storedCardColumns = { ...cardColumns, version: cards.version };

function toStoredCard(row: Card & { version: number }): StoredCard {
  const { version, ...card } = row;
  return { card, version };
}

/** The card and its version; `lock` holds the row until the transaction ends. */
export async function findStoredCard(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<StoredCard | null> {
  const query = db.select(storedCardColumns).from(cards).where(eq(cards.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ? toStoredCard(row) : null;
}

/** A card to add: without an id, the database's identity sequence gives it the next one. */
export type NewCard = Omit<Card, 'id'> & { id?: number | undefined };

/**
 * Adds a card at version 1; null when its id is taken. Ids come from the sequence, so editors
 * creating cards at once never compete for the same one.
 */
export async function insertCard(db: Database, card: NewCard): Promise<StoredCard | null> {
  const rows = await db
    .insert(cards)
    .values({ ...card, version: 1 })
    .onConflictDoNothing({ target: cards.id })
    .returning(storedCardColumns);
  return rows[0] ? toStoredCard(rows[0]) : null;
}

/**
 * After cards were written with explicit ids (an import, the seed, an editor's chosen id): moves
 * the id sequence past the largest id, so the next card without an id does not collide. Never
 * moves it back, since a concurrent transaction may hold ids above what this one can see.
 */
export async function moveCardIdSequencePastMax(db: Database): Promise<void> {
  await db.execute(sql`
    select setval(
      pg_get_serial_sequence('cards', 'id'),
      greatest(
        (select max(${cards.id}) from ${cards}),
        pg_sequence_last_value(pg_get_serial_sequence('cards', 'id')::regclass),
        1
      )
    )`);
}

/**
 * Writes a card only if it is still at the version the editor loaded, moving it to the next
 * version; null when another write got there first (or the card is gone).
 */
export async function updateCardAtVersion(
  db: Database,
  card: Card,
  expectedVersion: number,
): Promise<StoredCard | null> {
  const { id, ...fields } = card;
  const rows = await db
    .update(cards)
    .set({ ...fields, version: sql`${cards.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(cards.id, id), eq(cards.version, expectedVersion)))
    .returning(storedCardColumns);
  return rows[0] ? toStoredCard(rows[0]) : null;
}

export async function countCards(db: Database): Promise<number> {
  const rows = await db.select({ total: count() }).from(cards);
  return rows[0]?.total ?? 0;
}

/**
 * Inserts new cards and overwrites existing ones by id. An unchanged card keeps its version, so
 * re-importing the same file does not invalidate an editor's open form.
 */
export async function upsertCards(db: Database, list: readonly Card[]): Promise<void> {
  if (list.length === 0) return;
  const set = Object.fromEntries(updatableFields.map((field) => [field, excludedValue(field)]));
  const current = sql.join(
    updatableFields.map((field) => cards[field]),
    sql`, `,
  );
  const incoming = sql.join(updatableFields.map(excludedValue), sql`, `);
  await db
    .insert(cards)
    .values(list.map((card) => ({ ...card })))
    .onConflictDoUpdate({
      target: cards.id,
      set: { ...set, version: sql`${cards.version} + 1`, updatedAt: sql`now()` },
      setWhere: sql`(${current}) is distinct from (${incoming})`,
    });
}

/** Ids deleted per statement: far below PostgreSQL's 65,535 parameters. */
const DELETE_CHUNK_SIZE = 5000;

/** Deletes cards by id (a catalogue replace). */
export async function deleteCards(db: Database, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELETE_CHUNK_SIZE) {
    await db.delete(cards).where(inArray(cards.id, ids.slice(start, start + DELETE_CHUNK_SIZE)));
  }
}
