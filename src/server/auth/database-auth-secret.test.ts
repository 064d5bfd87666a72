import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { META_KEYS, readMeta, writeMeta } from '../db/app-meta.repository';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import {
  createTestDatabases,
  listTestDatabaseKinds,
  type TestDatabases,
} from '../testing/test-databases';
import { resolveDatabaseAuthSecret } from './auth-secret';

const GIVEN_SECRET = 'un-secreto-dado-por-la-configuracion-0123456789';
const OLDER_FILE_SECRET = 'el-secreto-que-ya-estaba-en-el-data-dir-0123456789';

describe.each(listTestDatabaseKinds())('the auth secret of a server on %s', (kind) => {
  let fixture: DemoFixture;
  let databases: TestDatabases;
  let dataDir: string;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases(kind, fixture.demoDir);
  });
  afterAll(async () => {
    await databases.dispose();
    await fixture.remove();
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is BETTER_AUTH_SECRET when given, stored nowhere', async () => {
    const database = await databases.openSeeded();
    try {
      expect(await resolveDatabaseAuthSecret(GIVEN_SECRET, dataDir, database)).toBe(GIVEN_SECRET);
      expect(await readMeta(database.db, META_KEYS.authSecret)).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('is the same for every start and every instance on the database', async () => {
    const first = await databases.openSeeded();
    const otherDataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-secret-'));
    try {
      const secret = await resolveDatabaseAuthSecret(undefined, dataDir, first);
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(await resolveDatabaseAuthSecret(undefined, dataDir, first)).toBe(secret);
      if (kind === 'postgres') {
        // Another instance, with a data dir of its own, reads the one kept in the database.
        expect(await resolveDatabaseAuthSecret(undefined, otherDataDir, first)).toBe(secret);
        expect(await readMeta(first.db, META_KEYS.authSecret)).toBe(secret);
      } else {
        // One process per embedded database: the data dir keeps it, as before.
        expect((await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim()).toBe(secret);
        expect(await readMeta(first.db, META_KEYS.authSecret)).toBeNull();
      }
    } finally {
      await first.close();
      await rm(otherDataDir, { recursive: true, force: true });
    }
  });

  it.runIf(kind === 'postgres')(
    "adopts the data dir's older secret, so the sessions of a running deployment go on",
    async () => {
      const database = await databases.openSeeded();
      try {
        await writeFile(path.join(dataDir, 'auth-secret'), `${OLDER_FILE_SECRET}\n`);
        expect(await resolveDatabaseAuthSecret(undefined, dataDir, database)).toBe(
          OLDER_FILE_SECRET,
        );
        expect(await readMeta(database.db, META_KEYS.authSecret)).toBe(OLDER_FILE_SECRET);
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'refuses to start on a damaged stored secret, saying what to do',
    async () => {
      const database = await databases.openSeeded();
      try {
        await writeMeta(database.db, META_KEYS.authSecret, 'corto');
        await expect(resolveDatabaseAuthSecret(undefined, dataDir, database)).rejects.toThrow(
          /auth_secret de app_meta no contiene un secreto válido/,
        );
      } finally {
        await database.close();
      }
    },
  );
});
