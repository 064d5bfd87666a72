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
  const counted = (await addRateLimitHits(db, [{ key, hits: 1 }], windowMs)).get(key);
  if (counted === undefined)
    throw new Error(`rate_limit_hits: the upsert of ${key} returned no row`);
  return counted;
}

/**
 * Adds several keys' hits in one statement (the batched global limit's flush): each new or
 * expired window starts at the hits given, a live one adds them. Keys must be distinct; they are
 * written in sorted order, so two instances flushing the same keys never deadlock.
 */
export async function addRateLimitHits(
  db: Database,
  entries: readonly { key: string; hits: number }[],
  windowMs: number,
): Promise<Map<string, RateLimitHit>> {
  const counted = new Map<string, RateLimitHit>();
  if (entries.length === 0) return counted;
  const sorted = [...entries].sort((left, right) => (left.key < right.key ? -1 : 1));
  const resetsAt = sql`now() + ${Math.round(windowMs)}::integer * interval '1 millisecond'`;
  const isExpired = sql`${rateLimitHits.resetsAt} <= now()`;
  const rows = await db
    .insert(rateLimitHits)
    .values(sorted.map(({ key, hits }) => ({ key, hits: Math.min(hits, MAX_HITS), resetsAt })))
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${isExpired} then excluded.hits else least(${rateLimitHits.hits}::bigint + excluded.hits, ${MAX_HITS})::integer end`,
        resetsAt: sql`case when ${isExpired} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      key: rateLimitHits.key,
      hits: rateLimitHits.hits,
      resetsInMs:
        sql`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000))::integer`.mapWith(
          Number,
        ),
    });
  for (const { key, hits, resetsInMs } of rows) counted.set(key, { hits, resetsInMs });
  return counted;
}

/** Removes the counters whose window has ended; they would start again at 1 anyway. */
export async function deleteExpiredRateLimitHits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.resetsAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}
