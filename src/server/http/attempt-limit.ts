import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitStore } from './rate-limit-store';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** One limit: at most `max` requests per window for each key `keyOf` gives. */
export interface AttemptLimit {
  /** Prefixes the key, so counters of different limits never meet. */
  name: string;
  max: number;
  windowMs: number;
  keyOf: (request: FastifyRequest) => string;
}

function createTooManyAttemptsError(): Error & { statusCode: number } {
  return Object.assign(new Error('too many attempts'), { statusCode: 429 });
}

export type AttemptLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A hook that counts the request under `limit` and refuses it with 429 and `Retry-After` once
 * the window holds more than `max` (the error handler writes the Spanish body).
 */
export function createAttemptLimitHook(
  store: RateLimitStore,
  limit: AttemptLimit,
): AttemptLimitHook {
  return async (request, reply) => {
    const counter = await store.hit(`${limit.name}:${limit.keyOf(request)}`, limit.windowMs);
    if (counter.hits > limit.max) {
      reply.header('retry-after', Math.max(1, Math.ceil(counter.resetsInMs / 1000)));
      throw createTooManyAttemptsError();
    }
  };
}
