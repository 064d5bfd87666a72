import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { STARTUP_LOCK_KEY, withAdvisoryLock } from './advisory-lock';
import { lockDataDir } from './data-dir-lock';
import { DEFAULT_POOL_MAX, MIN_POOL_MAX, type PoolState } from './pool-size';
import { makeDataDirPrivate } from './data-dir-permissions';
import { listenOnPglite, listenOnPostgres, type Listen } from './notifications';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** One Drizzle type for both drivers, so repositories never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** An open, migrated database; `close` must be awaited or Node never exits. */
export interface DatabaseConnection {
  db: Database;
  kind: DatabaseKind;
  /** Hears notifications (pg_notify) sent by any process on the same database. */
  listen: Listen;
  /**
   * Runs start-up work that must happen once per database however many instances start
   * together: on PostgreSQL under an advisory lock, so instances take turns; on PGlite directly,
   * since the data dir's own lock keeps every other process out. Never nested.
   */
  runExclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** The PostgreSQL pool's state; null on PGlite, a single connection inside the process. */
  readPoolState: () => PoolState | null;
  close: () => Promise<void>;
}

/** Wraps an open PGlite instance and applies pending migrations. */
export async function openPglite(client: PGlite): Promise<DatabaseConnection> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    listen: listenOnPglite(client),
    runExclusive: (task) => task(),
    readPoolState: () => null,
    close: () => client.close(),
  };
}

/**
 * Connects to PostgreSQL and applies pending migrations, under the start-up lock: instances
 * started together on an empty database would otherwise create the same types and tables at once.
 */
export async function openPostgres(
  databaseUrl: string,
  options: { poolMax?: number } = {},
): Promise<DatabaseConnection> {
  const poolMax = Math.max(MIN_POOL_MAX, options.poolMax ?? DEFAULT_POOL_MAX);
  // A bounded connect timeout: with the server unreachable, requests fail (503) instead of hanging.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: 5000,
  });
  // An idle client dropped by the server (restart, admin command) emits 'error' on the pool;
  // unhandled, that would end the process. The pool discards it and connects again on demand.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL: conexión inactiva perdida (${error.message})`),
  );
  const db = drizzleNodePostgres({ client: pool, schema });
  const runExclusive = <T>(task: () => Promise<T>): Promise<T> =>
    withAdvisoryLock(pool, STARTUP_LOCK_KEY, task);
  try {
    await runExclusive(() => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    listen: listenOnPostgres(databaseUrl),
    runExclusive,
    readPoolState: () => ({
      max: poolMax,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/** Where the embedded database of a data dir lives. */
export function findPgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens the embedded database of a data dir under its exclusive lock, released on `close`;
 * throws DataDirInUseError when another process holds it.
 */
async function openLockedPglite(dataDir: string): Promise<DatabaseConnection> {
  const pgliteDir = findPgliteDir(dataDir);
  await mkdir(pgliteDir, { recursive: true });
  const releaseLock = await lockDataDir(pgliteDir);
  try {
    const client = await PGlite.create(pgliteDir);
    const connection = await openPglite(client).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
    // PGlite's initdb writes the new cluster's files 0666 whatever the umask; files it creates
    // later follow the umask.
    await makeDataDirPrivate(pgliteDir);
    return {
      ...connection,
      async close() {
        try {
          await connection.close();
        } finally {
          await releaseLock();
        }
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite persisted under the data dir. */
export async function connectDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax?: number;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl !== undefined) {
    return openPostgres(options.databaseUrl, { poolMax: options.databasePoolMax });
  }
  return openLockedPglite(options.dataDir);
}
