import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { banlistListSchema, publishedBanlistListSchema } from '../../contract/banlists';
import { CARD_WRITE_PATHS } from '../../contract/card-writes';
import type { Banlist } from '../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import { makeCardFields } from '../testing/card-fields-factory';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';

/** The seeded catalogue (demo fixture) holds 'Caballero del Alba', 'Espada Rúnica' and 'Oro'. */
function makeTorneoLocal(rules: Partial<Banlist['rules']>): Banlist {
  return {
    key: 'torneoLocal',
    name: 'Torneo Local',
    effectiveDate: null,
    rules: { minAllies: 16, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [], ...rules },
  };
}

describe.each(listTestDatabaseKinds())('unresolved banlist entries on %s', (kind) => {
  const reader = useSeededTestApp(kind);
  let writer: TestApp;
  let editor: SignedInAccount;

  beforeAll(async () => {
    writer = await buildTestApp({
      database: await reader.databases.openSeeded(),
      demoDir: reader.fixture.demoDir,
    });
    editor = await signInAs(writer, 'editor');
  });
  afterAll(() => writer.close());

  async function readPublished(app = writer.app) {
    const response = await app.inject({ method: 'GET', url: API_PATHS.banlists });
    expect(response.statusCode).toBe(200);
    return publishedBanlistListSchema.parse(response.json());
  }

  async function publish(banlist: Banlist) {
    const response = await writer.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist(banlist.key),
      headers: editor.headers,
      payload: banlist,
    });
    expect(response.statusCode).toBe(200);
  }

  it('reports every entry of the built-in formats that names no card of the catalogue', async () => {
    const published = await readPublished(reader.app);

    // The three-card fixture holds none of the published names.
    expect(published.map(({ key, unresolvedEntries }) => [key, unresolvedEntries?.length])).toEqual(
      BUILT_IN_BANLISTS.map(({ key, rules }) => [
        key,
        rules.banned.length + rules.limitedOne.length + rules.limitedTwo.length,
      ]),
    );
    expect(published[2]?.unresolvedEntries?.[0]).toEqual({
      list: 'banned',
      position: 0,
      nombre: BUILT_IN_BANLISTS[2]?.rules.banned[0],
      suggestions: [],
    });
  });

  it('keeps the fields clients read, so the format list still parses as before', async () => {
    const listed = banlistListSchema.parse(
      (await reader.app.inject({ method: 'GET', url: API_PATHS.banlists })).json(),
    );

    expect(listed).toEqual(BUILT_IN_BANLISTS);
  });

  it('resolves names however they are written, and suggests cards for near misses', async () => {
    await publish(
      makeTorneoLocal({
        banned: ['CABALLERO-DEL ALBA (Rework)', 'Fergus'],
        limitedOne: ['Espada Runika'],
        limitedTwo: ['espada rúnica', 'Caballero del Alva'],
      }),
    );

    const torneo = (await readPublished()).find(({ key }) => key === 'torneoLocal');

    expect(torneo?.unresolvedEntries).toEqual([
      { list: 'banned', position: 1, nombre: 'Fergus', suggestions: [] },
      { list: 'limitedOne', position: 0, nombre: 'Espada Runika', suggestions: [] },
      { list: 'limitedTwo', position: 1, nombre: 'Caballero del Alva', suggestions: [] },
    ]);
    await publish(makeTorneoLocal({ limitedOne: ['Espada Runika', 'Cabalero del Alba'] }));
    const corrected = (await readPublished()).find(({ key }) => key === 'torneoLocal');
    expect(corrected?.unresolvedEntries).toEqual([
      { list: 'limitedOne', position: 0, nombre: 'Espada Runika', suggestions: ['Espada Rúnica'] },
      {
        list: 'limitedOne',
        position: 1,
        nombre: 'Cabalero del Alba',
        suggestions: ['Caballero del Alba'],
      },
    ]);
  });

  it('follows the catalogue: an entry resolves once a card of that name is added', async () => {
    await publish(makeTorneoLocal({ banned: ['Dru’ath an-Morén'] }));
    const before = (await readPublished()).find(({ key }) => key === 'torneoLocal');
    expect(before?.unresolvedEntries).toHaveLength(1);

    const created = await writer.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: editor.headers,
      payload: { card: makeCardFields({ nombre: "Dru'ath an Moren" }) },
    });

    expect(created.statusCode).toBe(201);
    const after = (await readPublished()).find(({ key }) => key === 'torneoLocal');
    expect(after?.unresolvedEntries).toEqual([]);
  });
});
