import { eq, sql } from 'drizzle-orm';
import type { Database } from './connect';
import { appMeta } from './schema';

/** Keys of the app_meta table. */
export const META_KEYS = {
  /** Present once the first start has seeded formats, edition blocks and (maybe) the demo cards. */
  seeded: 'seeded',
  /** 'demo', 'imported' or 'mixed' (catalogueInfoSchema). */
  catalogueSource: 'catalogue_source',
  /** Increases with every write to the cards table, in the same transaction. */
  catalogueRevision: 'catalogue_revision',
  /**
   * How many cards the catalogue had after its last write: kept apart from the cards table, so a
   * damaged table file that silently loses rows is noticed (health, catalogue).
   */
  catalogueCardCount: 'catalogue_card_count',
  /**
   * The secret that signs session cookies, on PostgreSQL when BETTER_AUTH_SECRET is not given:
   * created once, so every instance on the database signs and reads the same cookies.
   */
  authSecret: 'auth_secret',
} as const;

export type MetaKey = (typeof META_KEYS)[keyof typeof META_KEYS];

export async function readMeta(db: Database, key: MetaKey): Promise<string | null> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value ?? null;
}

export async function writeMeta(db: Database, key: MetaKey, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

/** Inserts the key unless it exists; true when this call inserted it (a claim that only one caller wins). */
export async function claimMeta(db: Database, key: MetaKey, value: string): Promise<boolean> {
  const inserted = await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return inserted.length > 0;
}

/** Adds one to a numeric value (starting from 0) and returns the new value. */
export async function incrementMeta(db: Database, key: MetaKey): Promise<number> {
  const rows = await db
    .insert(appMeta)
    .values({ key, value: '1' })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(${appMeta.value}::bigint + 1)::text` },
    })
    .returning({ value: appMeta.value });
  return Number(rows[0]?.value ?? 0);
}
