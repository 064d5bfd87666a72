import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  connectDatabase,
  openPglite,
  openPostgres,
  type DatabaseConnection,
  type DatabaseKind,
} from '../db/connect';
import { seedOnFirstStart } from '../seed/first-start-seed';

/** A source of throwaway databases of one kind, for one test file. */
export interface TestDatabases {
  kind: DatabaseKind;
  /** A fresh database, migrated and seeded from the demo fixture (copied from one snapshot). */
  openSeeded: () => Promise<DatabaseConnection>;
  /** A fresh location never started before; each call of the result is one server boot. */
  createEmptyLocation: () => Promise<() => Promise<DatabaseConnection>>;
  dispose: () => Promise<void>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export function listTestDatabaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function createPgliteDatabases(demoDir: string): Promise<TestDatabases> {
  const template = await PGlite.create();
  const seeded = await openPglite(template);
  await seedOnFirstStart(seeded.db, demoDir);
  const snapshot = await template.dumpDataDir('none');
  await seeded.close();
  const dataDirs: string[] = [];
  return {
    kind: 'pglite',
    openSeeded: async () => openPglite(await PGlite.create({ loadDataDir: snapshot })),
    async createEmptyLocation() {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-data-'));
      dataDirs.push(dataDir);
      return () => connectDatabase({ dataDir, databaseUrl: undefined });
    },
    async dispose() {
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createPostgresDatabases(
  databaseUrl: string,
  demoDir: string,
): Promise<TestDatabases> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const prefix = `grimorio_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const created: string[] = [];
  let counter = 0;
  async function createDatabase(template?: string): Promise<string> {
    counter += 1;
    const name = `${prefix}_${counter}`;
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    created.push(name);
    return withDatabaseName(databaseUrl, name);
  }

  const templateName = `${prefix}_1`;
  const seeded = await openPostgres(await createDatabase());
  await seedOnFirstStart(seeded.db, demoDir);
  // A template database must have no open connection while it is copied.
  await seeded.close();
  return {
    kind: 'postgres',
    openSeeded: async () => openPostgres(await createDatabase(templateName)),
    async createEmptyLocation() {
      const url = await createDatabase();
      return () => openPostgres(url);
    },
    async dispose() {
      for (const name of created.reverse()) {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }
      await admin.end();
    },
  };
}

export async function createTestDatabases(
  kind: DatabaseKind,
  demoDir: string,
): Promise<TestDatabases> {
  if (kind === 'pglite') return createPgliteDatabases(demoDir);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('PostgreSQL tests need DATABASE_URL');
  return createPostgresDatabases(databaseUrl, demoDir);
}
