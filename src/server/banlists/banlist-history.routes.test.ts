import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { banlistHistorySchema, banlistListSchema } from '../../contract/banlists';
import type { Banlist } from '../../domain/banlists/banlist';
import { MIGRATIONS_FOLDER } from '../db/connect';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('format history on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  async function readHistory(key: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.banlistHistory(key),
    });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  async function readCurrent(key: string): Promise<Banlist | undefined> {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.banlists });
    return banlistListSchema.parse(response.json()).find((banlist) => banlist.key === key);
  }

  it('starts each built-in format with every adopted dated list, the newest current', async () => {
    const { status, body } = await readHistory('racialEdicion');

    expect(status).toBe(200);
    const history = banlistHistorySchema.parse(body);
    expect(
      history.versions.map(({ name, effectiveDate, publishedBy }) => [
        name,
        effectiveDate,
        publishedBy,
      ]),
    ).toEqual(
      ['2026-04-01', '2026-01-08', '2025-12-03', '2025-11-24'].map((date) => [
        'Racial Edición - Primer Bloque',
        date,
        null,
      ]),
    );
    expect(history.versions[0]?.rules).toEqual((await readCurrent('racialEdicion'))?.rules);
    const libre = banlistHistorySchema.parse((await readHistory('racialLibre')).body);
    expect(libre.versions.map(({ effectiveDate }) => effectiveDate)).toEqual([
      '2026-01-08',
      '2025-12-03',
      '2025-11-24',
    ]);
  });

  it('keeps the earlier list when an editor publishes a newer dated one', async () => {
    const editor = await signInAs(testApp, 'editor', { name: 'Editora Fecha' });
    const current = await readCurrent('racialLibre');
    if (!current) throw new Error('racialLibre is a built-in format');
    const newer: Banlist = {
      ...current,
      effectiveDate: '2026-02-01',
      rules: { ...current.rules, banned: current.rules.banned.slice(1) },
    };

    const published = await testApp.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist('racialLibre'),
      headers: editor.headers,
      payload: newer,
    });

    expect(published.statusCode, published.body).toBe(200);
    const history = banlistHistorySchema.parse((await readHistory('racialLibre')).body);
    expect(history.versions.map((version) => [version.effectiveDate, version.publishedBy])).toEqual(
      [
        ['2026-02-01', 'Editora Fecha'],
        ['2026-01-08', null],
        ['2025-12-03', null],
        ['2025-11-24', null],
      ],
    );
    expect(history.versions[1]?.rules.banned).toEqual(current.rules.banned);
    expect((await readCurrent('racialLibre'))?.effectiveDate).toBe('2026-02-01');
  });

  it('gives every format stored before the history table its current version (migration 0006)', async () => {
    const migration = await readFile(
      path.join(MIGRATIONS_FOLDER, '0006_banlist_versions.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await testApp.database.db.execute(sql`delete from banlist_versions where key = 'formatoLibre'`);

    await testApp.database.db.execute(
      sql.raw(
        `${backfill.trim()}`.replace(
          'FROM "banlists"',
          `FROM "banlists" WHERE "key" = 'formatoLibre'`,
        ),
      ),
    );

    const history = banlistHistorySchema.parse((await readHistory('formatoLibre')).body);
    expect(history.versions.map(({ rules }) => rules)).toEqual([
      (await readCurrent('formatoLibre'))?.rules,
    ]);
  });

  it('answers 404 for a format never published', async () => {
    const { status, body } = await readHistory('noExiste');

    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'banlist_not_found' });
  });
});
