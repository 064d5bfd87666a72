import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInRequestSchema } from '../../contract/auth';
import { readClientAddress } from '../http/client-address';
import type { RateLimitStore } from '../http/rate-limit-store';

/** How many attempts each limit allows in its window. */
export interface AuthRateLimits {
  /** Sign-in attempts per minute on one account (email), from any address. */
  signInPerAccount: number;
  /** Sign-in attempts per minute from one client address, on any account. */
  signInPerAddress: number;
  /** Sign-ups per hour from one client address. */
  signUpPerAddress: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** One limit: at most `max` requests per window for each key `keyOf` gives. */
interface AttemptLimit {
  /** Prefixes the key, so counters of different limits never meet. */
  name: string;
  max: number;
  windowMs: number;
  keyOf: (request: FastifyRequest) => string;
}

function createTooManyAttemptsError(): Error & { statusCode: number } {
  return Object.assign(new Error('too many attempts'), { statusCode: 429 });
}

/**
 * A hook that counts the request under `limit` and refuses it with 429 and `Retry-After` once
 * the window holds more than `max` (the error handler writes the Spanish body).
 */
function createAttemptLimitHook(store: RateLimitStore, limit: AttemptLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const counter = await store.hit(`${limit.name}:${limit.keyOf(request)}`, limit.windowMs);
    if (counter.hits > limit.max) {
      reply.header('retry-after', Math.max(1, Math.ceil(counter.resetsInMs / 1000)));
      throw createTooManyAttemptsError();
    }
  };
}

/**
 * The account a sign-in names, hashed: the shared counters table then holds no email. Bodies
 * that are not a valid sign-in never get here (validation runs first).
 */
function readSignInAccount(request: FastifyRequest): string {
  const body = signInRequestSchema.safeParse(request.body);
  const email = body.success ? body.data.email : '';
  return createHash('sha256').update(email).digest('base64url');
}

/** The hooks of the sign-in and sign-up routes. */
export interface AuthAttemptHooks {
  /** Runs before the body is read: attempts per client address. */
  signInByAddress: ReturnType<typeof createAttemptLimitHook>;
  /** Runs once the body is valid: attempts per account, whichever address they come from. */
  signInByAccount: ReturnType<typeof createAttemptLimitHook>;
  signUpByAddress: ReturnType<typeof createAttemptLimitHook>;
}

/**
 * Guessing passwords is slow from any angle: many passwords on one account (per account), one
 * password on many accounts (per address), and creating accounts in bulk (per address).
 */
export function createAuthAttemptHooks(
  store: RateLimitStore,
  limits: AuthRateLimits,
): AuthAttemptHooks {
  return {
    signInByAddress: createAttemptLimitHook(store, {
      name: 'sign-in-address',
      max: limits.signInPerAddress,
      windowMs: MINUTE_MS,
      keyOf: readClientAddress,
    }),
    signInByAccount: createAttemptLimitHook(store, {
      name: 'sign-in-account',
      max: limits.signInPerAccount,
      windowMs: MINUTE_MS,
      keyOf: readSignInAccount,
    }),
    signUpByAddress: createAttemptLimitHook(store, {
      name: 'sign-up-address',
      max: limits.signUpPerAddress,
      windowMs: HOUR_MS,
      keyOf: readClientAddress,
    }),
  };
}
