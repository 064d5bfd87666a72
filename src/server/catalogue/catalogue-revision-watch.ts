import type { DatabaseConnection } from '../db/connect';
import { CATALOGUE_CHANNEL, readCatalogueRevision } from './catalogue-revision';

export interface CatalogueRevisionWatch {
  /** The current revision: from memory while notifications arrive, otherwise from the database. */
  readRevision: () => Promise<number>;
  /**
   * Drops the kept revision at once: a write of this instance has committed, and its own
   * notification may arrive after the writer's next request.
   */
  forget: () => void;
  close: () => Promise<void>;
}

/**
 * Keeps the catalogue revision in memory so that serving the catalogue costs no query. Every
 * write announces itself with pg_notify after it commits, on whichever instance it ran; the
 * notification drops the kept value. While the listening connection is down nothing is kept, so a
 * missed notification can never pin an old catalogue.
 */
export async function watchCatalogueRevision(
  database: DatabaseConnection,
): Promise<CatalogueRevisionWatch> {
  let isListening = false;
  let kept: number | null = null;
  // Moves on every notification: a read that started before one must not keep its (older) value.
  let generation = 0;

  function forget(): void {
    kept = null;
    generation += 1;
  }

  const unlisten = await database.listen(CATALOGUE_CHANNEL, {
    onNotify: forget,
    onListening(listening) {
      isListening = listening;
      forget();
    },
  });

  return {
    async readRevision() {
      if (isListening && kept !== null) return kept;
      const startedAt = generation;
      const revision = await readCatalogueRevision(database.db);
      if (isListening && startedAt === generation) kept = revision;
      return revision;
    },
    forget,
    close: unlisten,
  };
}
