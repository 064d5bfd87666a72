import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { banlistListSchema } from '../../contract/banlists';
import { errorBodySchema } from '../../contract/errors';
import type { Banlist } from '../../domain/banlists/banlist';
import { banlists } from '../db/schema';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';
import { buildTestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';

function makeBanlist(overrides: Partial<Banlist> = {}): Banlist {
  return {
    key: 'torneoLocal',
    name: 'Torneo Local',
    effectiveDate: null,
    rules: { minAllies: 16, maxCard: 50, banned: ['Fergus'], limitedOne: [], limitedTwo: [] },
    ...overrides,
  };
}

describe.each(listTestDatabaseKinds())('banlists API on %s', (kind) => {
  const reader = useSeededTestApp(kind);
  let editorHeaders: Promise<Record<string, string>> | undefined;
  /** An editor's headers: only callers who may publish ever get their body checked. */
  const signInEditor = () =>
    (editorHeaders ??= signInAs(reader, 'editor').then((editor) => editor.headers));

  it('serves the three built-in formats in order with their published list sizes', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.banlists });

    expect(response.statusCode).toBe(200);
    const counts = banlistListSchema
      .parse(response.json())
      .map(({ key, rules }) => [
        key,
        rules.banned.length,
        rules.limitedOne.length,
        rules.limitedTwo.length,
        rules.minAllies,
      ]);
    expect(counts).toEqual([
      ['racialEdicion', 23, 29, 21, 16],
      ['racialLibre', 16, 21, 19, 16],
      ['formatoLibre', 8, 1, 0, 0],
    ]);
  });

  it('serves the built-in formats with their rule switches (issue 15)', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.banlists });

    const switches = banlistListSchema
      .parse(response.json())
      .map(({ key, rules }) => [key, rules.oneRace ?? false, rules.oneBlock ?? false]);
    expect(switches).toEqual([
      ['racialEdicion', true, true],
      ['racialLibre', true, false],
      ['formatoLibre', false, false],
    ]);
  });

  it('refuses a well-formed banlist from an anonymous caller with 401', async () => {
    const banlist = makeBanlist({ key: 'racialEdicion' });

    const response = await reader.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist('racialEdicion'),
      payload: banlist,
    });

    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error).toBe('unauthenticated');
    const stored = banlistListSchema.parse(
      (await reader.app.inject({ method: 'GET', url: API_PATHS.banlists })).json(),
    );
    expect(stored.find((format) => format.key === 'racialEdicion')?.name).toBe(
      'Racial Edición - Primer Bloque',
    );
  });

  it.each([
    ['rules.minAllies', { rules: { ...makeBanlist().rules, minAllies: -1 } }],
    ['name', { name: '' }],
    ['rules.banned.0', { rules: { ...makeBanlist().rules, banned: [''] } }],
    ['effectiveDate', { effectiveDate: '1 de diciembre' }],
    ['rules.soloTotems', { rules: { ...makeBanlist().rules, soloTotems: true } }],
    ['rules.oneRace', { rules: { ...makeBanlist().rules, oneRace: 'sí' } }],
    [
      'rules.minAlliesCountedTypes',
      { rules: { ...makeBanlist().rules, minAlliesCountedTypes: ['aliado', 'aliado'] } },
    ],
    // Malformed format data (issue 15, item 6): negative sizes and contradicting lists.
    ['rules.sideDeckSize', { rules: { ...makeBanlist().rules, sideDeckSize: -1 } }],
    ['rules.maxCard', { rules: { ...makeBanlist().rules, maxCard: -50 } }],
    [
      'rules.limitedTwo.0',
      { rules: { ...makeBanlist().rules, banned: ['Bennu'], limitedTwo: ['BENNU'] } },
    ],
    [
      'rules.unlimitedCopies.0',
      { rules: { ...makeBanlist().rules, limitedOne: ['Ra'], unlimitedCopies: ['Ra'] } },
    ],
    ['rules.minAllies', { rules: { ...makeBanlist().rules, maxCard: 10, minAllies: 11 } }],
  ])("names the bad field %s of an editor's banlist (400)", async (field, change) => {
    const response = await reader.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist('torneoLocal'),
      headers: await signInEditor(),
      payload: { ...makeBanlist(), ...change },
    });

    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe('invalid_request');
    expect(body.message).toContain(`«${field}»`);
  });

  it('refuses a body whose key differs from the key in the path', async () => {
    const response = await reader.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist('otraClave'),
      headers: await signInEditor(),
      payload: makeBanlist(),
    });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('«key»');
  });

  it('answers broken JSON with 400 and the error shape, never a 500', async () => {
    const response = await reader.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist('torneoLocal'),
      headers: { ...(await signInEditor()), 'content-type': 'application/json' },
      payload: '{"key": ',
    });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe('invalid_json');
  });

  it('refuses a banlist from a signed-in player with 403', async () => {
    const player = await signInAs(reader, 'player');

    const response = await reader.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist('racialEdicion'),
      headers: player.headers,
      payload: makeBanlist({ key: 'racialEdicion', name: 'Otra' }),
    });

    expect(response.statusCode).toBe(403);
    expect(errorBodySchema.parse(response.json()).error).toBe('forbidden');
  });

  it('publishes a banlist from an editor, replacing or adding a format and recording who', async () => {
    const writer = await buildTestApp({
      database: await reader.databases.openSeeded(),
      demoDir: reader.fixture.demoDir,
    });
    try {
      const editor = await signInAs(writer, 'editor');
      const publish = (banlist: Banlist) =>
        writer.app.inject({
          method: 'PUT',
          url: API_PATHS.banlist(banlist.key),
          headers: editor.headers,
          payload: banlist,
        });

      const replaced = await publish(
        makeBanlist({ key: 'formatoLibre', name: 'Formato Libre (editado)' }),
      );
      const created = await publish(makeBanlist());

      expect([replaced.statusCode, created.statusCode]).toEqual([200, 200]);
      const listed = banlistListSchema.parse(
        (await writer.app.inject({ method: 'GET', url: API_PATHS.banlists })).json(),
      );
      expect(listed.map(({ key, name }) => [key, name])).toEqual([
        ['racialEdicion', 'Racial Edición - Primer Bloque'],
        ['racialLibre', 'Racial Libre - Primer Bloque'],
        ['formatoLibre', 'Formato Libre (editado)'],
        ['torneoLocal', 'Torneo Local'],
      ]);
      const [stored] = await writer.database.db
        .select({ updatedBy: banlists.updatedBy, updatedAt: banlists.updatedAt })
        .from(banlists)
        .where(eq(banlists.key, 'torneoLocal'));
      expect(stored?.updatedBy).toBe(editor.user.id);
      expect(stored?.updatedAt).toBeInstanceOf(Date);
    } finally {
      await writer.close();
    }
  });
});
