import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Database } from './connect';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })) });

let shippedVersion: Promise<number> | undefined;

/** How many migrations this release ships (drizzle-kit's journal), read once. */
export function readShippedSchemaVersion(): Promise<number> {
  shippedVersion ??= readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8').then(
    (text) => journalSchema.parse(JSON.parse(text)).entries.length,
  );
  return shippedVersion;
}

/** drizzle's own bookkeeping table (one row per applied migration); outside our schema files. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });

/** How many migrations the database has applied. */
export async function readAppliedSchemaVersion(db: Database): Promise<number> {
  const rows = await db.select({ applied: count() }).from(appliedMigrations);
  return rows[0]?.applied ?? 0;
}
