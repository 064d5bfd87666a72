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
 * How long a kept revision is trusted without a notification. A notification can be missed
 * without the connection reporting it (a firewall dropping an idle flow before the heartbeat
 * notices, a restore with pg_restore that notifies nobody): then an instance serves an old
 * catalogue for at most this long.
 */
const KEPT_REVISION_MAX_AGE_MS = 5000;

/**
 * Keeps the catalogue revision in memory so that serving the catalogue costs no query (but one
 * every few seconds). Every write announces itself with pg_notify after it commits, on whichever
 * instance it ran; the notification drops the kept value. While the listening connection is down
 * nothing is kept, so a missed notification can never pin an old catalogue.
 */
export async function watchCatalogueRevision(
  database: DatabaseConnection,
): Promise<CatalogueRevisionWatch> {
  let isListening = false;
  let kept: number | null = null;
  let keptAt = 0;
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
      if (isListening && kept !== null && Date.now() - keptAt < KEPT_REVISION_MAX_AGE_MS) {
        return kept;
      }
      const startedAt = generation;
      const readAt = Date.now();
      const revision = await readCatalogueRevision(database.db);
      if (isListening && startedAt === generation) {
        kept = revision;
        keptAt = readAt;
      }
      return revision;
    },
    forget,
    close: unlisten,
  };
}
