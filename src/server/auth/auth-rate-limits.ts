import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { signInRequestSchema } from '../../contract/auth';
import {
  createAttemptLimitHook,
  HOUR_MS,
  MINUTE_MS,
  type AttemptLimitHook,
} from '../http/attempt-limit';
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
  signInByAddress: AttemptLimitHook;
  /** Runs once the body is valid: attempts per account, whichever address they come from. */
  signInByAccount: AttemptLimitHook;
  signUpByAddress: AttemptLimitHook;
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
