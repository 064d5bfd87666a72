import { describe, expect, it } from 'vitest';
import {
  accountDeckConflictSchema,
  accountDeckSchema,
  accountDeckVersionListSchema,
  ACCOUNT_DECK_VERSIONS_PAGE,
} from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import { errorBodySchema } from '../../contract/errors';
import { createAccountDeckRequests } from '../testing/account-deck-requests';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('deck versions on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const decks = createAccountDeckRequests(testApp);

  async function readPage(account: Parameters<typeof decks.read>[0], url: string) {
    const response = await decks.read(account, url);
    expect(response.statusCode, response.body).toBe(200);
    return accountDeckVersionListSchema.parse(response.json());
  }

  it('pages 120 versions newest first, 50 at a time, chaining nextBefore to the oldest', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player, { versions: 120 });

    const first = await readPage(player, API_PATHS.deckVersions(id));
    const second = await readPage(
      player,
      `${API_PATHS.deckVersions(id)}?before=${first.nextBefore}`,
    );
    const third = await readPage(
      player,
      `${API_PATHS.deckVersions(id)}?before=${second.nextBefore}`,
    );

    expect([first, second, third].map((page) => page.versions.length)).toEqual([50, 50, 20]);
    expect([first, second, third].map((page) => page.nextBefore)).toEqual([71, 21, null]);
    const versions = [first, second, third].flatMap((page) => page.versions.map((v) => v.version));
    expect(versions).toEqual(Array.from({ length: 120 }, (_, index) => 120 - index));
  });

  it('honours limit, and ends with nextBefore null when nothing older is left', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player, { versions: 5 });

    const newest = await readPage(player, `${API_PATHS.deckVersions(id)}?limit=2`);
    const exact = await readPage(player, `${API_PATHS.deckVersions(id)}?limit=2&before=3`);
    const all = await readPage(player, `${API_PATHS.deckVersions(id)}?limit=5`);

    expect(newest.versions.map(({ version }) => version)).toEqual([5, 4]);
    expect(newest.nextBefore).toBe(4);
    expect(exact.versions.map(({ version }) => version)).toEqual([2, 1]);
    expect(exact.nextBefore).toBeNull();
    expect(all.versions).toHaveLength(5);
    expect(all.nextBefore).toBeNull();
  });

  it.each([
    { field: 'limit', query: 'limit=0' },
    { field: 'limit', query: `limit=${ACCOUNT_DECK_VERSIONS_PAGE.max + 1}` },
    { field: 'limit', query: 'limit=2.5' },
    { field: 'before', query: 'before=abc' },
    { field: 'before', query: 'before=0' },
    { field: 'desde', query: 'desde=3' },
  ])('refuses the query $query with 400 naming $field', async ({ field, query }) => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);

    const response = await decks.read(player, `${API_PATHS.deckVersions(id)}?${query}`);

    expect(response.statusCode, response.body).toBe(400);
    const error = errorBodySchema.parse(response.json());
    expect(error.message).toContain(`«${field}»`);
    expect(error.message).not.toContain('cuerpo');
  });

  it('restores an old version as a new one with its content and a note saying so', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player, {
      overrides: { side: [{ id: 4, count: 1 }], format: 'formatoLibre' },
    });
    await decks.put(player, id, {
      name: 'Otro mazo',
      format: 'racialEdicion',
      cards: [{ id: 9, count: 1 }],
      baseVersion: 1,
    });

    const response = await decks.post(player, API_PATHS.deckVersionRestore(id, 1), {
      baseVersion: 2,
    });

    expect(response.statusCode, response.body).toBe(200);
    const restored = accountDeckSchema.parse(response.json());
    const history = await readPage(player, API_PATHS.deckVersions(id));
    const [newest, , original] = history.versions;
    expect(restored).toMatchObject({ version: 3, name: original?.name, deletedAt: null });
    expect(newest).toMatchObject({
      version: 3,
      note: 'Restaurada la versión 1',
      authorId: player.user.id,
    });
    const contentOf = (v: typeof newest) => [v?.name, v?.format, v?.cards, v?.side];
    expect(contentOf(newest)).toEqual(contentOf(original));
    expect(contentOf(newest)).toEqual([
      'Dragones de Fuego',
      'formatoLibre',
      [
        { id: 1, count: 3 },
        { id: 2, count: 1 },
      ],
      [{ id: 4, count: 1 }],
    ]);
  });

  it('answers a restore on a stale base with 409 and the current deck, saving nothing', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player, { versions: 3 });

    const response = await decks.post(player, API_PATHS.deckVersionRestore(id, 1), {
      baseVersion: 2,
    });

    expect(response.statusCode, response.body).toBe(409);
    const conflict = accountDeckConflictSchema.parse(response.json());
    expect(conflict.current).toMatchObject({ id, version: 3, name: 'Dragones 3' });
    expect((await readPage(player, API_PATHS.deckVersions(id))).versions).toHaveLength(3);
  });

  it('answers a version the deck never had with 404 in Spanish', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player, { versions: 2 });

    const response = await decks.post(player, API_PATHS.deckVersionRestore(id, 7), {
      baseVersion: 2,
    });

    expect(response.statusCode, response.body).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'deck_version_not_found',
      message: 'Ese mazo no tiene la versión que se quiere restaurar.',
    });
  });

  it('takes the deck out of the trash when one of its versions is restored', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player, { versions: 2 });
    await decks.trash(player, id);

    const response = await decks.post(player, API_PATHS.deckVersionRestore(id, 1), {
      baseVersion: 2,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(accountDeckSchema.parse(response.json())).toMatchObject({ version: 3, deletedAt: null });
  });

  it.each([
    { field: 'baseVersion', url: (id: string) => API_PATHS.deckVersionRestore(id, 1), body: {} },
    {
      field: 'baseVersion',
      url: (id: string) => API_PATHS.deckVersionRestore(id, 1),
      body: { baseVersion: 0 },
    },
    {
      field: 'nota',
      url: (id: string) => API_PATHS.deckVersionRestore(id, 1),
      body: { baseVersion: 1, nota: 'x' },
    },
    {
      field: 'version',
      url: (id: string) => `${API_PATHS.deckVersions(id)}/abc/restore`,
      body: { baseVersion: 1 },
    },
    {
      field: 'version',
      url: (id: string) => API_PATHS.deckVersionRestore(id, 0),
      body: { baseVersion: 1 },
    },
  ])('refuses a restore with a bad $field with 400 naming it', async ({ field, url, body }) => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);

    const response = await decks.post(player, url(id), body);

    expect(response.statusCode, response.body).toBe(400);
    const error = errorBodySchema.parse(response.json());
    expect(error.message).toContain(`«${field}»`);
    expect(error.message).not.toContain('cuerpo');
  });

  it('answers another player’s deck with 404 on the history and the restore, whatever the body', async () => {
    const owner = await signInAs(testApp, 'player');
    const other = await signInAs(testApp, 'admin');
    const { id } = await decks.create(owner, { versions: 2 });
    const before = await readDatabaseState(testApp.database.db);

    const responses = [
      await decks.read(other, `${API_PATHS.deckVersions(id)}?limit=1`),
      await decks.read(other, `${API_PATHS.deckVersions(id)}?limit=0`),
      await decks.post(other, API_PATHS.deckVersionRestore(id, 1), { baseVersion: 2 }),
      await decks.post(other, API_PATHS.deckVersionRestore(id, 1), { baseVersion: 'x' }),
      await decks.post(other, API_PATHS.deckVersionRestore(id, 9), undefined),
    ];

    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('deck_not_found');
    }
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  it('refuses visitors with 401 on the history and the restore', async () => {
    const owner = await signInAs(testApp, 'player');
    const { id } = await decks.create(owner, { versions: 2 });

    const responses = [
      await decks.read(null, API_PATHS.deckVersions(id)),
      await decks.post(null, API_PATHS.deckVersionRestore(id, 1), { baseVersion: 2 }),
    ];

    expect(responses.map((response) => response.statusCode)).toEqual([401, 401]);
  });
});
