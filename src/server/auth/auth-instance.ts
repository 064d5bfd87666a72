import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/auth';
import type { Database } from '../db/connect';
import { redactForLog, redactQueryParams } from '../http/log-redaction';
import { accounts, sessions, users, verifications } from '../db/schema';

/** Where better-auth is mounted; the client posts to its email routes below it. */
export const AUTH_BASE_PATH = '/api/auth';

/** Cookie names start with this (`grimorio.session_token`), so they never clash with other apps. */
export const AUTH_COOKIE_PREFIX = 'grimorio';

export type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Receives better-auth's messages with their details already stripped of secrets. */
export type AuthLogWriter = (level: AuthLogLevel, message: string, details: unknown[]) => void;

export interface AuthSettings {
  /** Signs session cookies; at least 32 characters. */
  secret: string;
  /** The public address (https://…) when the app sits behind a proxy; unset on a plain LAN. */
  appOrigin: string | undefined;
  /** Where better-auth's own messages go; unset: standard error, one line each. */
  log?: AuthLogWriter;
}

function writeAuthLogToStandardError(level: AuthLogLevel, message: string, details: unknown[]) {
  console.error(`[better-auth] ${level}: ${message}`, ...details.map((d) => JSON.stringify(d)));
}

/**
 * better-auth on our own database: email and password accounts, database sessions, and the
 * product role on the user. Its rate limiter is off because its memory store is shared by every
 * instance in the process; Fastify's limiter on the sign-in route does that job per app.
 */
export function createAuth(db: Database, settings: AuthSettings) {
  const appOrigin = settings.appOrigin;
  const write = settings.log ?? writeAuthLogToStandardError;
  return betterAuth({
    appName: 'Grimorio',
    secret: settings.secret,
    basePath: AUTH_BASE_PATH,
    // Unset: the origin is taken from each request, so LAN addresses and localhost both work.
    baseURL: appOrigin,
    // Same rule as our CSRF check: the request's own origin, plus APP_ORIGIN when configured.
    trustedOrigins: (request) => [
      ...(appOrigin === undefined ? [] : [appOrigin]),
      ...(request === undefined ? [] : [new URL(request.url).origin]),
    ],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    user: {
      additionalFields: {
        // input: false — nobody can choose their own role when signing up.
        role: { type: 'string', required: false, defaultValue: 'player', input: false },
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'error',
      // Its errors carry the failed query's values (session tokens among them): never log those.
      log: (level, message, ...details: unknown[]) =>
        write(level, redactQueryParams(message), details.map(redactForLog)),
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      // httpOnly and SameSite=Lax are better-auth's defaults; Secure follows the public address.
      useSecureCookies: appOrigin?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  });
}

export type GrimorioAuth = ReturnType<typeof createAuth>;
