import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AiConfig } from '../ai/ai-config';
import { buildApp, type AppDeps } from '../app';
import { createAuth, type GrimorioAuth } from '../auth/auth-instance';
import type { AuthRateLimits } from '../auth/auth-rate-limits';
import type { DatabaseConnection } from '../db/connect';
import type { ZodFastify } from '../http/zod-validation';

/** Signs the test apps' session cookies; tests never share cookies with a real installation. */
const TEST_AUTH_SECRET = 'grimorio-test-secret-at-least-32-characters';

const GENEROUS_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInPerAccount: 1000,
  signInPerAddress: 10_000,
  signUpPerAddress: 10_000,
};

export interface TestApp {
  app: ZodFastify;
  database: DatabaseConnection;
  auth: GrimorioAuth;
  thumbnailDir: string;
  /** Closes the app, then its database, then removes the thumbnail cache. */
  close: () => Promise<void>;
}

/** The real app on a throwaway database and thumbnail cache, ready for `app.inject`. */
export async function buildTestApp(options: {
  database: DatabaseConnection;
  demoDir: string;
  clientDir?: string;
  rateLimitPerMinute?: number;
  requestLimitSyncMs?: number;
  appOrigin?: string;
  trustProxy?: readonly string[];
  /** Unset limits are generous, so tests that sign in often never meet them. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Unset: silent. With `logStream`, tests read what the server would have logged. */
  logLevel?: AppDeps['logLevel'];
  logStream?: AppDeps['logStream'];
  /** Unset: the offline OCR. */
  ai?: AiConfig;
}): Promise<TestApp> {
  const thumbnailDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-thumbnails-'));
  const logStream = options.logStream;
  const auth = createAuth(options.database.db, {
    secret: TEST_AUTH_SECRET,
    appOrigin: options.appOrigin,
    ...(logStream === undefined
      ? {}
      : {
          log: (level, message, details) =>
            logStream.write(
              `${JSON.stringify({ source: 'better-auth', level, message, details })}\n`,
            ),
        }),
  });
  const app = await buildApp({
    database: options.database,
    demoDir: options.demoDir,
    clientDir: options.clientDir ?? path.join(thumbnailDir, 'no-client'),
    thumbnailDir,
    logLevel: options.logLevel ?? 'silent',
    ...(logStream === undefined ? {} : { logStream }),
    rateLimitPerMinute: options.rateLimitPerMinute ?? 10_000,
    ...(options.requestLimitSyncMs === undefined
      ? {}
      : { requestLimitSyncMs: options.requestLimitSyncMs }),
    auth,
    appOrigin: options.appOrigin,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    authRateLimits: { ...GENEROUS_AUTH_RATE_LIMITS, ...options.authRateLimits },
    ...(options.ai === undefined ? {} : { ai: options.ai }),
  });
  return {
    app,
    database: options.database,
    auth,
    thumbnailDir,
    async close() {
      await app.close();
      await options.database.close();
      await rm(thumbnailDir, { recursive: true, force: true });
    },
  };
}
