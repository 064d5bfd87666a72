import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { CARD_WRITE_PATHS } from '../../contract/card-writes';
import { findStoredCard } from '../cards/cards.repository';
import { META_KEYS } from '../db/app-meta.repository';
import { openPostgres } from '../db/connect';
import { seedOnFirstStart } from '../seed/first-start-seed';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { pollUntil } from '../testing/poll-until';
import { signInAs } from '../testing/test-accounts';
import { buildTestApp, type TestApp } from '../testing/test-app';

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(DATABASE_URL === undefined)('two instances on one PostgreSQL', () => {
  let fixture: DemoFixture;
  let admin: pg.Client;
  let writer: TestApp;
  let reader: TestApp;
  const databaseName = `grimorio_instances_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    const url = new URL(DATABASE_URL ?? '');
    url.pathname = `/${databaseName}`;
    const first = await openPostgres(url.toString());
    await seedOnFirstStart(first.db, fixture.demoDir);
    writer = await buildTestApp({ database: first, demoDir: fixture.demoDir });
    reader = await buildTestApp({
      database: await openPostgres(url.toString()),
      demoDir: fixture.demoDir,
    });
  });
  afterAll(async () => {
    await writer.close();
    await reader.close();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
    await fixture.remove();
  });

  const readEtag = async () =>
    String((await reader.app.inject({ method: 'GET', url: API_PATHS.cards })).headers.etag);

  it('serves a card edited on the other instance within a second', async () => {
    const before = await readEtag();
    expect(await readEtag()).toBe(before);
    const editor = await signInAs(writer, 'editor');
    const stored = await findStoredCard(writer.database.db, 1);
    if (stored === null) throw new Error('the seeded catalogue has no card 1');

    const edit = await writer.app.inject({
      method: 'PUT',
      url: CARD_WRITE_PATHS.card(1),
      headers: editor.headers,
      payload: { card: { ...stored.card, nombre: 'Editada en la otra' }, version: stored.version },
    });
    // At most a second, the most a player may wait to see another instance's write.
    const after = await pollUntil(readEtag, (etag) => etag !== before);

    expect(edit.statusCode).toBe(200);
    expect(after).not.toBe(before);
    const cards = (await reader.app.inject({ method: 'GET', url: API_PATHS.cards })).json();
    expect(cards).toContainEqual(expect.objectContaining({ id: 1, nombre: 'Editada en la otra' }));
  });

  it('shows the writer its own edit at once on the other instance, by the cookie of its write', async () => {
    const editor = await signInAs(writer, 'editor');
    const stored = await findStoredCard(writer.database.db, 2);
    if (stored === null) throw new Error('the seeded catalogue has no card 2');
    await reader.app.inject({ method: 'GET', url: API_PATHS.cards });

    const edit = await writer.app.inject({
      method: 'PUT',
      url: CARD_WRITE_PATHS.card(2),
      headers: editor.headers,
      payload: {
        card: { ...stored.card, nombre: 'Vista por quien la editó' },
        version: stored.version,
      },
    });
    const cookie = String(edit.headers['set-cookie'] ?? '');
    // Straight away, before the notification can be counted on: the cookie makes the other
    // instance read the revision from the database.
    const readBack = await reader.app.inject({
      method: 'GET',
      url: API_PATHS.cards,
      headers: { cookie: `${editor.headers.cookie}; ${cookie.split(';')[0] ?? ''}` },
    });

    expect(edit.statusCode).toBe(200);
    expect(cookie).toBe(
      'grimorio_catalogue_write=1; Max-Age=10; Path=/api/cards; HttpOnly; SameSite=Lax',
    );
    expect(readBack.json()).toContainEqual(
      expect.objectContaining({ id: 2, nombre: 'Vista por quien la editó' }),
    );
  });

  it('serves a change nobody announced (a restore, a lost notification) within five seconds', async () => {
    const before = await readEtag();
    // As pg_restore would: the cards and the revision change, and no instance is notified.
    await writer.database.db.execute(
      sql`update cards set nombre = 'Restaurada sin aviso' where id = 3`,
    );
    await writer.database.db.execute(
      sql`update app_meta set value = (value::integer + 1)::text where key = ${META_KEYS.catalogueRevision}`,
    );

    const after = await pollUntil(readEtag, (etag) => etag !== before, 400);

    expect(after).not.toBe(before);
    const cards = (await reader.app.inject({ method: 'GET', url: API_PATHS.cards })).json();
    expect(cards).toContainEqual(
      expect.objectContaining({ id: 3, nombre: 'Restaurada sin aviso' }),
    );
  });
});
