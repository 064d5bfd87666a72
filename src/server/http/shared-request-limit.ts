import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/connect';
import { addRateLimitHits, deleteExpiredRateLimitHits } from './rate-limit-hits.repository';

/**
 * The general per-minute limit (RATE_LIMIT_PER_MINUTE) and the per-route ones of
 * `@fastify/rate-limit`, counted across every instance on one PostgreSQL (issue 20, ADR 0027).
 *
 * Every request passes this limit, so it must not wait for the database on each one. A client's
 * request waits only when this instance has not heard the client's total for a sync interval
 * (1 s): it writes the hits counted here and learns the total of every instance. In between,
 * requests are counted here, and a timer writes what is pending, for every client in one
 * statement per interval. So a client is refused once the instances together reach the limit,
 * give or take what the other instances counted within the last interval.
 */

/** What `@fastify/rate-limit` asks of a store: count one request of `key` and give the total. */
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/**
 * What `child` really receives: the route's merged limit settings, with the route under
 * `routeInfo` (the package's types describe a route instead).
 */
type RouteLimitSettings = { routeInfo?: { method?: string | string[]; url?: string } };

interface Counter {
  windowMs: number;
  /** The total of every instance when this one last wrote. */
  shared: number;
  /** Hits being written now. */
  inFlight: number;
  /** Hits counted here since. */
  pending: number;
  /** When the window ends, by this machine's clock (from the database's remaining time). */
  resetsAt: number;
  /** When this instance last wrote the counter and learnt the total. */
  syncedAt: number;
}

export interface SharedRequestLimit {
  /** The class given to `@fastify/rate-limit` as its `store`. */
  Store: FastifyRateLimitStoreCtor;
  /** Writes what is pending now (the last requests before closing). */
  flush: () => Promise<void>;
  /** Stops the sync timer after a last flush. */
  close: () => Promise<void>;
}

export interface SharedRequestLimitOptions {
  /** How often pending hits are written (ms); default 1 s. */
  syncIntervalMs?: number;
  /** Told when the database could not be reached; the counters then stay local until it can. */
  onError?: (error: unknown) => void;
}

const DEFAULT_SYNC_INTERVAL_MS = 1000;
/** How often ended windows are deleted from the table (by whichever instance syncs then). */
const CLEANUP_INTERVAL_MS = 5 * 60_000;

function describeRoute(routeInfo: RouteLimitSettings['routeInfo']): string {
  const method = Array.isArray(routeInfo?.method) ? routeInfo.method.join(',') : routeInfo?.method;
  return `${method ?? ''} ${routeInfo?.url ?? ''}`;
}

export function createSharedRequestLimit(
  db: Database,
  options: SharedRequestLimitOptions = {},
): SharedRequestLimit {
  const counters = new Map<string, Counter>();
  const onError = options.onError ?? (() => {});
  const syncIntervalMs = options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  let flushing: Promise<void> | undefined;
  let nextCleanupAt = 0;

  const totalOf = (counter: Counter) => counter.shared + counter.inFlight + counter.pending;

  /** Writes this key's pending hits now and learns the total (a stale or new counter). */
  async function syncKey(key: string, counter: Counter): Promise<void> {
    const hits = counter.pending;
    counter.inFlight += hits;
    counter.pending = 0;
    counter.syncedAt = Date.now();
    try {
      const written = (await addRateLimitHits(db, [{ key, hits }], counter.windowMs)).get(key);
      counter.inFlight -= hits;
      if (written !== undefined) {
        counter.shared = written.hits;
        counter.resetsAt = Date.now() + written.resetsInMs;
      }
    } catch (error) {
      counter.inFlight -= hits;
      counter.pending += hits;
      onError(error);
    }
  }

  function count(key: string, windowMs: number): Promise<Counter> | Counter {
    const now = Date.now();
    let counter = counters.get(key);
    if (counter === undefined || counter.resetsAt <= now) {
      counter = {
        windowMs,
        shared: 0,
        inFlight: 0,
        pending: 0,
        resetsAt: now + windowMs,
        syncedAt: 0,
      };
      counters.set(key, counter);
    }
    counter.pending += 1;
    if (now - counter.syncedAt < syncIntervalMs) return counter;
    const synced = counter;
    return syncKey(key, synced).then(() => synced);
  }

  async function writePending(): Promise<void> {
    const now = Date.now();
    const byWindow = new Map<number, { key: string; hits: number; counter: Counter }[]>();
    for (const [key, counter] of counters) {
      if (counter.pending === 0) {
        if (counter.inFlight === 0 && counter.resetsAt <= now) counters.delete(key);
        continue;
      }
      const batch = byWindow.get(counter.windowMs) ?? [];
      batch.push({ key, hits: counter.pending, counter });
      byWindow.set(counter.windowMs, batch);
      counter.inFlight += counter.pending;
      counter.pending = 0;
    }
    for (const [windowMs, batch] of byWindow) {
      try {
        const written = await addRateLimitHits(db, batch, windowMs);
        const writtenAt = Date.now();
        for (const { key, hits, counter } of batch) {
          counter.inFlight -= hits;
          counter.syncedAt = writtenAt;
          const total = written.get(key);
          if (total === undefined) continue;
          counter.shared = total.hits;
          counter.resetsAt = writtenAt + total.resetsInMs;
        }
      } catch (error) {
        for (const { hits, counter } of batch) {
          counter.inFlight -= hits;
          counter.pending += hits;
        }
        onError(error);
      }
    }
    if (now >= nextCleanupAt) {
      nextCleanupAt = now + CLEANUP_INTERVAL_MS;
      await deleteExpiredRateLimitHits(db).catch(onError);
    }
  }

  function flush(): Promise<void> {
    flushing ??= writePending().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), syncIntervalMs);
  timer.unref();

  class SharedStore implements FastifyRateLimitStore {
    /** `@fastify/rate-limit` passes its settings first; a route's child passes its prefix. */
    constructor(
      _settings?: unknown,
      private readonly prefix = 'request',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const counted = count(`${this.prefix}:${key}`, timeWindow);
      const answer = (counter: Counter) =>
        callback(null, {
          current: totalOf(counter),
          ttl: Math.max(0, counter.resetsAt - Date.now()),
        });
      if (counted instanceof Promise) void counted.then(answer);
      else answer(counted);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as RouteLimitSettings;
      return new SharedStore(undefined, `request ${describeRoute(routeInfo)}`);
    }
  }

  return {
    Store: SharedStore,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
