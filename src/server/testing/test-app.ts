import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { DatabaseConnection } from '../db/connect';
import type { ZodFastify } from '../http/zod-validation';

export interface TestApp {
  app: ZodFastify;
  database: DatabaseConnection;
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
}): Promise<TestApp> {
  const thumbnailDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-thumbnails-'));
  const app = await buildApp({
    database: options.database,
    demoDir: options.demoDir,
    clientDir: options.clientDir ?? path.join(thumbnailDir, 'no-client'),
    thumbnailDir,
    logLevel: 'silent',
    rateLimitPerMinute: options.rateLimitPerMinute ?? 10_000,
  });
  return {
    app,
    database: options.database,
    thumbnailDir,
    async close() {
      await app.close();
      await options.database.close();
      await rm(thumbnailDir, { recursive: true, force: true });
    },
  };
}
