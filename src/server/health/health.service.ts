import { sql } from 'drizzle-orm';
import type { Health } from '../../contract/health';
import type { CardsService } from '../cards/cards.service';
import type { DatabaseConnection } from '../db/connect';
import { readAppliedSchemaVersion, readShippedSchemaVersion } from '../db/schema-version';
import { describeDatabaseOutage } from '../http/database-outage';

export type HealthCheck =
  | { ok: true; health: Health }
  | { ok: false; error: 'database_unavailable' | 'database_damaged'; message: string };

/**
 * What a load balancer and an operator need to know: the database answers, it has exactly the
 * schema this release expects, and the whole catalogue can be read with as many cards as the last
 * write left. Anything else is a 503 with the reason.
 */
export async function checkHealth(
  database: DatabaseConnection,
  cards: CardsService,
): Promise<HealthCheck> {
  try {
    await database.db.execute(sql`select 1`);
    const [applied, shipped] = await Promise.all([
      readAppliedSchemaVersion(database.db),
      readShippedSchemaVersion(),
    ]);
    if (applied !== shipped) {
      return {
        ok: false,
        error: 'database_damaged',
        message: `La base de datos tiene ${applied} de las ${shipped} migraciones de esta versión.`,
      };
    }
    const catalogue = await cards.getCatalogue();
    if (!catalogue.ok) return { ok: false, error: 'database_damaged', message: catalogue.message };
    const { cardCount } = catalogue.snapshot;
    return {
      ok: true,
      health: {
        status: 'ok',
        database: database.kind,
        schemaVersion: applied,
        cardCount,
        pool: database.readPoolState(),
      },
    };
  } catch (error) {
    return {
      ok: false,
      error: 'database_unavailable',
      message: describeDatabaseOutage(error) ?? 'La base de datos no responde.',
    };
  }
}
