import { asc, count, eq, sql } from 'drizzle-orm';
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
};

type CardField = Exclude<keyof typeof cardColumns, 'id'>;

const updatableFields = Object.keys(cardColumns).filter(
  (field): field is CardField => field !== 'id',
);

const excludedValue = (field: CardField) => sql.raw(`excluded."${cards[field].name}"`);

export async function listCards(db: Database): Promise<Card[]> {
  return db.select(cardColumns).from(cards).orderBy(asc(cards.id));
}

export async function findCardById(db: Database, id: number): Promise<Card | null> {
  const rows = await db.select(cardColumns).from(cards).where(eq(cards.id, id));
  return rows[0] ?? null;
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
