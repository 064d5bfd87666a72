import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';

/** `GET /api/health` when everything that matters answers; otherwise 503 with the reason. */
export const healthSchema = builtOnFirstUse(() =>
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    /** Migrations applied, equal to those the running code ships. */
    schemaVersion: z.int().nonnegative(),
    /** Cards served, equal to what the last catalogue write recorded. */
    cardCount: z.int().nonnegative(),
    /** This instance's PostgreSQL connections (DATABASE_POOL_MAX); null on the embedded database. */
    pool: z
      .object({
        max: z.int().positive(),
        total: z.int().nonnegative(),
        idle: z.int().nonnegative(),
        waiting: z.int().nonnegative(),
      })
      .nullable(),
  }),
);

export type Health = z.infer<typeof healthSchema>;
