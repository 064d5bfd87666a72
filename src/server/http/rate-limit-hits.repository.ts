import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rateLimitHits } from '../db/schema';

/** A counter after one more hit: how many its window holds, and when the window ends. */
export interface RateLimitHit {
  hits: number;
  resetsInMs: number;
}

/** The integer column's ceiling; a flood never overflows it. */
const MAX_HITS = 2_147_483_647;

/**
 * Counts one hit on `key` in one atomic statement, so any number of app instances on the same
 * PostgreSQL agree: a new or expired window starts at 1, a live one adds 1. The database's clock
 * decides when windows end, so instances whose clocks differ still share them.
 */
export async function countRateLimitHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<RateLimitHit> {
  const isExpired = sql`${rateLimitHits.resetsAt} <= now()`;
  const rows = await db
    .insert(rateLimitHits)
    .values({
      key,
      hits: 1,
      resetsAt: sql`now() + ${Math.round(windowMs)}::integer * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${isExpired} then 1 else least(${rateLimitHits.hits}, ${MAX_HITS - 1}) + 1 end`,
        resetsAt: sql`case when ${isExpired} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      resetsInMs:
        sql`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000))::integer`.mapWith(
          Number,
        ),
    });
  const row = rows[0];
  if (row === undefined) throw new Error(`rate_limit_hits: the upsert of ${key} returned no row`);
  return row;
}

/** Removes the counters whose window has ended; they would start again at 1 anyway. */
export async function deleteExpiredRateLimitHits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.resetsAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}
