import { sql } from 'drizzle-orm';
import { countCards } from '../cards/cards.repository';
import { incrementMeta, META_KEYS, readMeta, writeMeta } from '../db/app-meta.repository';
import type { Database } from '../db/connect';

/** The PostgreSQL notification channel every catalogue write announces its revision on. */
export const CATALOGUE_CHANNEL = 'grimorio_catalogue';

/**
 * The catalogue revision lives in the database, not in process memory, so that a write from
 * another process (a second server on the same PostgreSQL) still changes the catalogue's ETag.
 */
export async function readCatalogueRevision(db: Database): Promise<number> {
  return Number((await readMeta(db, META_KEYS.catalogueRevision)) ?? 0);
}

/** How many cards the last catalogue write left; null before the first one. */
export async function readExpectedCardCount(db: Database): Promise<number | null> {
  const stored = await readMeta(db, META_KEYS.catalogueCardCount);
  return stored === null ? null : Number(stored);
}

/**
 * Call inside the transaction of every write to the cards table: moves the revision, records how
 * many cards there are now, and notifies every instance (delivered only if the transaction
 * commits) so their in-memory revision is dropped.
 */
export async function bumpCatalogueRevision(db: Database): Promise<number> {
  const revision = await incrementMeta(db, META_KEYS.catalogueRevision);
  await writeMeta(db, META_KEYS.catalogueCardCount, String(await countCards(db)));
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${String(revision)})`);
  return revision;
}
