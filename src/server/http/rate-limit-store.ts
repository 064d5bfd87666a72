import type { Database, DatabaseConnection } from '../db/connect';
import {
  countRateLimitHit,
  deleteExpiredRateLimitHits,
  type RateLimitHit,
} from './rate-limit-hits.repository';

export type { RateLimitHit } from './rate-limit-hits.repository';

/**
 * Fixed-window counters for the limits that must hold across instances (sign-in, sign-up).
 * Each hit counts and reports the total, so a caller compares it with its own maximum.
 */
export interface RateLimitStore {
  hit: (key: string, windowMs: number) => Promise<RateLimitHit>;
}

/** How often ended windows are swept (memory) or deleted (database). */
const CLEANUP_INTERVAL_MS = 5 * 60_000;

/** Counters in this process's memory: enough where only one process can run (PGlite). */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  let nextSweepAt = 0;
  return {
    async hit(key, windowMs) {
      const time = now();
      if (time >= nextSweepAt) {
        nextSweepAt = time + CLEANUP_INTERVAL_MS;
        for (const [windowKey, window] of windows) {
          if (window.resetsAt <= time) windows.delete(windowKey);
        }
      }
      const current = windows.get(key);
      const window =
        current !== undefined && current.resetsAt > time
          ? current
          : { hits: 0, resetsAt: time + windowMs };
      window.hits += 1;
      windows.set(key, window);
      return { hits: window.hits, resetsInMs: window.resetsAt - time };
    },
  };
}

/**
 * Counters in the `rate_limit_hits` table, shared by every instance on one PostgreSQL. Ended
 * windows are deleted every few minutes by whichever instance counts a hit then.
 */
export function createDatabaseRateLimitStore(
  db: Database,
  now: () => number = Date.now,
): RateLimitStore {
  let nextCleanupAt = 0;
  return {
    async hit(key, windowMs) {
      const time = now();
      if (time >= nextCleanupAt) {
        nextCleanupAt = time + CLEANUP_INTERVAL_MS;
        await deleteExpiredRateLimitHits(db);
      }
      return countRateLimitHit(db, key, windowMs);
    },
  };
}

/** The database on PostgreSQL (several instances may share it), memory on PGlite (one process). */
export function createRateLimitStore(database: DatabaseConnection): RateLimitStore {
  return database.kind === 'postgres'
    ? createDatabaseRateLimitStore(database.db)
    : createMemoryRateLimitStore();
}
