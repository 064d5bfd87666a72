import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import { createAuth } from '../auth/auth-instance';
import { createBanlistsService } from '../banlists/banlists.service';
import { createCardWritesService } from '../cards/card-writes.service';
import { seedOnFirstStart } from '../seed/first-start-seed';
import { readDatabaseState } from '../testing/database-state';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { runScript } from '../testing/server-process';
import { signIn, TEST_PASSWORD } from '../testing/test-accounts';
import { buildTestApp } from '../testing/test-app';
import { provisionAccount } from '../users/account-provisioning';
import { runBackup, runRestore } from './backup-commands';
import { connectDatabase, openPglite } from './connect';

const EDITOR_EMAIL = 'editora@grimorio.test';

describe('npm run backup and npm run restore on the embedded database', () => {
  let fixture: DemoFixture;
  let root: string;
  let sourceDir: string;
  let archive: string;
  let lines: string[];
  const output = {
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(`error: ${line}`),
  };

  beforeAll(async () => {
    fixture = await createDemoFixture();
  });
  afterAll(async () => {
    await fixture.remove();
  });
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'grimorio-backup-'));
    sourceDir = path.join(root, 'origen');
    archive = path.join(root, 'copia.tar.gz');
    lines = [];
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const openDataDir = (dataDir: string) => connectDatabase({ dataDir, databaseUrl: undefined });
  const environmentOf = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '' });

  /** A data dir past its seed: an account, an edited card and a published banlist. */
  async function prepareSource() {
    const database = await openDataDir(sourceDir);
    try {
      await seedOnFirstStart(database.db, fixture.demoDir);
      const auth = createAuth(database.db, { secret: 'x'.repeat(40), appOrigin: undefined });
      const account = await provisionAccount(auth, database.db, {
        email: EDITOR_EMAIL,
        password: TEST_PASSWORD,
        role: 'editor',
        name: 'Editora',
      });
      if (!account.ok) throw new Error(account.problems.join(' '));
      const [firstCard] = fixture.cards;
      if (firstCard === undefined) throw new Error('the demo fixture has no cards');
      const edit = await createCardWritesService(database.db).updateCard(
        firstCard.id,
        { card: { ...firstCard, nombre: 'Caballero Restaurado' }, version: 1 },
        account.user,
      );
      expect(edit.ok).toBe(true);
      const [format] = BUILT_IN_BANLISTS;
      if (format === undefined) throw new Error('no built-in banlist');
      const rules = { ...format.rules, banned: [...format.rules.banned, 'Caballero Restaurado'] };
      await createBanlistsService(database.db).saveBanlist(
        format.key,
        { ...format, rules },
        account.user,
      );
      return await readDatabaseState(database.db);
    } finally {
      await database.close();
    }
  }

  // Two Node processes (backup, restore), each loading TypeScript and the database engine.
  it('brings back the same catalogue, accounts and banlists in a new data dir', async () => {
    const saved = await prepareSource();
    const targetDir = path.join(root, 'destino');

    const backup = await runScript('scripts/backup.ts', [archive], sourceDir);
    const restore = await runScript('scripts/restore.ts', [archive], targetDir);

    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Copia guardada en ${archive}`);
    expect(backup.code).toBe(0);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`Copia restaurada en ${targetDir} (3 cartas).`);
    expect(restore.code).toBe(0);
    const restored = await openDataDir(targetDir);
    const testApp = await buildTestApp({ database: restored, demoDir: fixture.demoDir });
    try {
      expect(await readDatabaseState(restored.db)).toEqual(saved);
      // The password hash came back too: the account signs in on the restored database.
      expect(await signIn(testApp, EDITOR_EMAIL)).toMatch(/session_token=/);
    } finally {
      await testApp.close();
    }
  }, 240_000);

  it('replaces an existing database only with --force, moving the old one aside', async () => {
    const saved = await prepareSource();
    expect(await runBackup([archive], environmentOf(sourceDir), output)).toBe(0);
    const later = await openDataDir(sourceDir);
    const auth = createAuth(later.db, { secret: 'x'.repeat(40), appOrigin: undefined });
    await provisionAccount(auth, later.db, {
      email: 'posterior@grimorio.test',
      password: TEST_PASSWORD,
      role: 'player',
      name: 'Posterior',
    });
    const changed = await readDatabaseState(later.db);
    await later.close();

    expect(await runRestore([archive], environmentOf(sourceDir), output)).toBe(1);
    expect(lines.at(-1)).toContain(`error: No se restauró nada: Ya hay una base de datos en`);
    expect(await runRestore([archive, '--force'], environmentOf(sourceDir), output)).toBe(0);

    const movedAside = (await readdir(sourceDir)).filter((name) => name.startsWith('pglite.bak-'));
    expect(movedAside).toHaveLength(1);
    expect(lines).toContain(
      `La base de datos anterior quedó en ${path.join(sourceDir, movedAside[0] ?? '')}.`,
    );
    const restored = await openDataDir(sourceDir);
    try {
      expect(await readDatabaseState(restored.db)).toEqual(saved);
    } finally {
      await restored.close();
    }
    const oldOne = await openPglite(await PGlite.create(path.join(sourceDir, movedAside[0] ?? '')));
    try {
      expect(await readDatabaseState(oldOne.db)).toEqual(changed);
    } finally {
      await oldOne.close();
    }
    expect(changed.users).toHaveLength(saved.users.length + 1);
  }, 120_000);

  it('refuses to back up or restore while another process holds the database', async () => {
    await prepareSource();
    expect(await runBackup([archive], environmentOf(sourceDir), output)).toBe(0);
    const holder = await openDataDir(sourceDir);
    try {
      expect(
        await runBackup([path.join(root, 'otra.tar.gz')], environmentOf(sourceDir), output),
      ).toBe(1);
      expect(await runRestore([archive, '--force'], environmentOf(sourceDir), output)).toBe(1);
    } finally {
      await holder.close();
    }

    const refusals = lines.filter((line) => line.startsWith('error:'));
    expect(refusals).toHaveLength(2);
    for (const refusal of refusals) {
      expect(refusal).toContain('está en uso por el servidor de Grimorio u otro proceso');
    }
    expect((await readdir(sourceDir)).filter((name) => name.startsWith('pglite.bak-'))).toEqual([]);
  }, 120_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const saved = await prepareSource();
    await writeFile(archive, 'esto no es una copia');

    expect(await runRestore([archive, '--force'], environmentOf(sourceDir), output)).toBe(1);

    expect(lines.at(-1)).toContain(`no es una copia válida de la base de datos`);
    expect(await readdir(sourceDir)).not.toContainEqual(expect.stringMatching(/^pglite\./));
    const database = await openDataDir(sourceDir);
    try {
      expect(await readDatabaseState(database.db)).toEqual(saved);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('prints the PostgreSQL tools to use when DATABASE_URL is set, and touches nothing', async () => {
    const environment = {
      DATA_DIR: sourceDir,
      DATABASE_URL: 'postgres://grimorio@127.0.0.1:1/grimorio',
    };

    expect(await runBackup([archive], environment, output)).toBe(1);
    expect(await runRestore([archive], environment, output)).toBe(1);

    expect(lines).toEqual([
      'error: Con PostgreSQL (DATABASE_URL) se usan sus propias herramientas:',
      `error:   pg_dump --format=custom --file='${archive}' "$DATABASE_URL"`,
      'error: Con PostgreSQL (DATABASE_URL) se usan sus propias herramientas:',
      `error:   pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" '${archive}'`,
    ]);
    await expect(stat(sourceDir)).rejects.toThrow();
  });
});
