import { mkdtemp, rm, stat, truncate } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATHS } from '../../contract/api-paths';
import { healthSchema } from '../../contract/health';
import { errorBodySchema } from '../../contract/errors';
import { connectDatabase, openPostgres, type DatabaseConnection } from '../db/connect';
import { readShippedSchemaVersion } from '../db/schema-version';
import { seedOnFirstStart } from '../seed/first-start-seed';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { pollUntil } from '../testing/poll-until';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';

const DATABASE_URL = process.env.DATABASE_URL;

describe.each(listTestDatabaseKinds())('health on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  it('reports the database, the schema version and the cards it serves', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.health });

    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toEqual({
      status: 'ok',
      database: kind,
      schemaVersion: await readShippedSchemaVersion(),
      cardCount: testApp.fixture.cards.length,
      // The seeded test databases open with the default pool.
      pool: kind === 'pglite' ? null : expect.objectContaining({ max: 10, waiting: 0 }),
    });
  });

  it('answers 503 with the reason when the database lacks a migration of this release', async () => {
    const other = await buildTestApp({
      database: await testApp.databases.openSeeded(),
      demoDir: testApp.fixture.demoDir,
    });
    try {
      await other.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );

      const response = await other.app.inject({ method: 'GET', url: API_PATHS.health });

      expect(response.statusCode).toBe(503);
      const body = errorBodySchema.parse(response.json());
      expect(body.error).toBe('database_damaged');
      expect(body.message).toMatch(/migraciones/);
    } finally {
      await other.close();
    }
  });
});

const relationFileSchema = z.object({ rows: z.tuple([z.object({ file: z.string() })]) });

describe('a damaged embedded database', () => {
  let fixture: DemoFixture;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    fixture = await createDemoFixture();
  });
  afterAll(async () => {
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await fixture.remove();
  });

  /** Seeds a data dir on disk and returns the cards table's file, as PostgreSQL lays it out. */
  async function seedOnDisk(): Promise<{ open: () => Promise<DatabaseConnection>; file: string }> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-damaged-'));
    dataDirs.push(dataDir);
    const open = () => connectDatabase({ dataDir, databaseUrl: undefined });
    const database = await open();
    await seedOnFirstStart(database.db, fixture.demoDir);
    const result = await database.db.execute(sql`select pg_relation_filepath('cards') as file`);
    await database.close();
    const [{ file }] = relationFileSchema.parse(result).rows;
    return { open, file: path.join(dataDir, 'pglite', file) };
  }

  it.each([
    ['emptied', () => 0],
    ['cut in half', (size: number) => Math.floor(size / 2 / 8192) * 8192],
  ])(
    'answers 503 on health and on the catalogue when the cards file was %s',
    async (_case, cutAt) => {
      const { open, file } = await seedOnDisk();
      const { size } = await stat(file);
      await truncate(file, cutAt(size));
      const damaged = await buildTestApp({ database: await open(), demoDir: fixture.demoDir });
      try {
        const health = await damaged.app.inject({ method: 'GET', url: API_PATHS.health });
        const catalogue = await damaged.app.inject({ method: 'GET', url: API_PATHS.cards });

        expect(health.statusCode).toBe(503);
        const reason = errorBodySchema.parse(health.json());
        expect(reason.error).toBe('database_damaged');
        expect(reason.message).toContain(`debería tener ${fixture.cards.length}`);
        expect(catalogue.statusCode).toBe(503);
      } finally {
        await damaged.close();
      }
    },
    // Two starts of an on-disk PGlite and a seed: about 5 s alone, several times that on a
    // loaded two-core machine.
    90_000,
  );
});

/** Any key no code of the app uses. */
const POOL_TEST_LOCK = 4242;

describe.skipIf(DATABASE_URL === undefined)('the pool of a PostgreSQL instance', () => {
  it('has the size DATABASE_POOL_MAX gives, and reports its connections', async () => {
    const fixture = await createDemoFixture();
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    const databaseName = `grimorio_pool_${process.pid}_${Date.now()}`;
    await admin.query(`create database "${databaseName}"`);
    const url = new URL(DATABASE_URL ?? '');
    url.pathname = `/${databaseName}`;
    const testApp = await buildTestApp({
      database: await openPostgres(url.toString(), { poolMax: 3 }),
      demoDir: fixture.demoDir,
    });
    try {
      await seedOnFirstStart(testApp.database.db, fixture.demoDir);
      // Four queries at once on three connections, each waiting for a lock another session
      // holds: three take a connection, one waits for a free one, and the pool stays at 3.
      // (Advisory locks belong to one database: the holder connects to the app's.)
      const holder = new pg.Client({ connectionString: url.toString() });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [POOL_TEST_LOCK]);
      const busy = Array.from({ length: 4 }, () =>
        Promise.resolve(
          testApp.database.db.execute(sql`select pg_advisory_xact_lock(${POOL_TEST_LOCK})`),
        ),
      );
      const whileBusy = await pollUntil(
        async () => testApp.database.readPoolState(),
        (state) => state?.waiting === 1 && state.total === 3,
        1000,
      );
      await holder.end();
      await Promise.all(busy);
      expect(whileBusy).toEqual({ max: 3, total: 3, idle: 0, waiting: 1 });

      const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.health });
      expect(healthSchema.parse(response.json()).pool).toEqual({
        max: 3,
        total: 3,
        idle: 3,
        waiting: 0,
      });
    } finally {
      await testApp.close();
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
      await fixture.remove();
    }
  });
});

describe.skipIf(DATABASE_URL === undefined)('a PostgreSQL outage', () => {
  let fixture: DemoFixture;
  let proxy: TcpProxy;
  let admin: pg.Client;
  let testApp: TestApp;
  const databaseName = `grimorio_outage_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    const server = new URL(DATABASE_URL ?? '');
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(server);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${databaseName}`;
    const database = await openPostgres(viaProxy.toString());
    await seedOnFirstStart(database.db, fixture.demoDir);
    testApp = await buildTestApp({ database, demoDir: fixture.demoDir });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await testApp.close();
    await proxy.close();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
    await fixture.remove();
  });

  async function waitForHealth(): Promise<number> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.health });
      if (response.statusCode === 200) return attempt;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the app did not recover after the database came back');
  }

  it('answers 503 with Retry-After and a Spanish message, then recovers by itself', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: API_PATHS.cards })).statusCode).toBe(
      200,
    );

    await proxy.cut();
    const during = await Promise.all(
      // Not /api/cards: its in-memory copy may still be served until the listener notices.
      [API_PATHS.health, API_PATHS.catalogue, API_PATHS.card(1)].map((url) =>
        testApp.app.inject({ method: 'GET', url }),
      ),
    );
    await proxy.restore();
    await waitForHealth();
    const after = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });

    for (const response of during) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(errorBodySchema.parse(response.json())).toEqual({
        error: 'database_unavailable',
        message:
          'La base de datos no está disponible en este momento. Vuelve a intentarlo en unos segundos.',
      });
    }
    expect(after.statusCode).toBe(200);
  });
});
