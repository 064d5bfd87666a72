import { incrementMeta, META_KEYS, readMeta } from '../db/app-meta.repository';
import type { Database } from '../db/connect';

/**
 * The catalogue revision lives in the database, not in process memory, so that a write from
 * another process (the import script, a second server on the same PostgreSQL) still changes the
 * catalogue's ETag.
 */
export async function readCatalogueRevision(db: Database): Promise<number> {
  return Number((await readMeta(db, META_KEYS.catalogueRevision)) ?? 0);
}

/** Call inside the transaction of every write to the cards table. */
export async function bumpCatalogueRevision(db: Database): Promise<number> {
  return incrementMeta(db, META_KEYS.catalogueRevision);
}
