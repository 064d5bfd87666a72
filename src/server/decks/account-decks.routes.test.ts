import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  accountDeckConflictSchema,
  accountDeckListSchema,
  accountDeckSchema,
  accountDeckVersionListSchema,
  type AccountDeckWrite,
} from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import { errorBodySchema } from '../../contract/errors';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { SAME_ORIGIN, signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

function makeDeckWrite(overrides: Partial<AccountDeckWrite> = {}): AccountDeckWrite {
  return {
    name: 'Dragones de Fuego',
    format: 'racialEdicion',
    cards: [
      { id: 1, count: 3 },
      { id: 2, count: 1 },
    ],
    baseVersion: 0,
    ...overrides,
  };
}

function makeDeckId(): string {
  return `mazo-${randomUUID()}`;
}

describe.each(listTestDatabaseKinds())('decks on the account on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  function putDeck(account: SignedInAccount | null, id: string, payload: unknown) {
    return testApp.app.inject({
      method: 'PUT',
      url: API_PATHS.deck(id),
      headers: {
        ...(account?.headers ?? { origin: SAME_ORIGIN }),
        'content-type': 'application/json',
      },
      payload: JSON.stringify(payload),
    });
  }

  function read(account: SignedInAccount | null, url: string) {
    return testApp.app.inject({ method: 'GET', url, headers: account?.headers ?? {} });
  }

  async function createDeck(account: SignedInAccount, overrides: Partial<AccountDeckWrite> = {}) {
    const id = makeDeckId();
    const response = await putDeck(account, id, makeDeckWrite(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return { id, deck: accountDeckSchema.parse(response.json()) };
  }

  it('creates a deck at version 1 and lists it among the player’s decks only', async () => {
    const player = await signInAs(testApp, 'player');
    const other = await signInAs(testApp, 'player');

    const { id, deck } = await createDeck(player, { side: [{ id: 3, count: 2 }] });

    expect(deck).toMatchObject({
      id,
      version: 1,
      name: 'Dragones de Fuego',
      side: [{ id: 3, count: 2 }],
    });
    const mine = accountDeckListSchema.parse((await read(player, API_PATHS.decks)).json());
    expect(mine.map((listed) => listed.id)).toEqual([id]);
    const theirs = accountDeckListSchema.parse((await read(other, API_PATHS.decks)).json());
    expect(theirs).toEqual([]);
    expect(accountDeckSchema.parse((await read(player, API_PATHS.deck(id))).json())).toEqual(deck);
  });

  it('saves a new version on the current one and lists the versions newest first', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await createDeck(player);

    const saved = await putDeck(
      player,
      id,
      makeDeckWrite({
        name: 'Dragones II',
        cards: [{ id: 1, count: 2 }],
        baseVersion: 1,
        note: 'menos 1',
      }),
    );

    expect(saved.statusCode, saved.body).toBe(200);
    expect(accountDeckSchema.parse(saved.json())).toMatchObject({
      version: 2,
      name: 'Dragones II',
    });
    const history = accountDeckVersionListSchema.parse(
      (await read(player, API_PATHS.deckVersions(id))).json(),
    );
    expect(
      history.versions.map(({ version, name, note, authorId }) => [version, name, note, authorId]),
    ).toEqual([
      [2, 'Dragones II', 'menos 1', player.user.id],
      [1, 'Dragones de Fuego', null, player.user.id],
    ]);
    expect(history.versions[1]?.cards).toEqual(makeDeckWrite().cards);
  });

  it('answers a save on a stale version with 409 and the deck as the server holds it', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await createDeck(player);
    await putDeck(player, id, makeDeckWrite({ name: 'En el teléfono', baseVersion: 1 }));

    const stale = await putDeck(player, id, makeDeckWrite({ name: 'En casa', baseVersion: 1 }));
    const again = await putDeck(
      player,
      id,
      makeDeckWrite({ name: 'Otra vez nuevo', baseVersion: 0 }),
    );

    expect(stale.statusCode).toBe(409);
    const conflict = accountDeckConflictSchema.parse(stale.json());
    expect(conflict.current).toMatchObject({ version: 2, name: 'En el teléfono' });
    expect(again.statusCode).toBe(409);
    const history = accountDeckVersionListSchema.parse(
      (await read(player, API_PATHS.deckVersions(id))).json(),
    );
    expect(history.versions).toHaveLength(2);
  });

  it('lets exactly one of several concurrent saves on the same version win', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await createDeck(player);

    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        putDeck(player, id, makeDeckWrite({ name: `Guardado ${index}`, baseVersion: 1 })),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const history = accountDeckVersionListSchema.parse(
      (await read(player, API_PATHS.deckVersions(id))).json(),
    );
    expect(history.versions.map(({ version }) => version)).toEqual([2, 1]);
  });

  it('lets exactly one of two concurrent creations of the same id win', async () => {
    const player = await signInAs(testApp, 'player');
    const id = makeDeckId();

    const responses = await Promise.all([
      putDeck(player, id, makeDeckWrite({ name: 'Primero' })),
      putDeck(player, id, makeDeckWrite({ name: 'Segundo' })),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers another player’s deck with 404 on every route, whatever the body', async () => {
    const owner = await signInAs(testApp, 'player');
    const admin = await signInAs(testApp, 'admin');
    const { id } = await createDeck(owner);
    const before = await readDatabaseState(testApp.database.db);

    const responses = [
      await read(admin, API_PATHS.deck(id)),
      await read(admin, API_PATHS.deckVersions(id)),
      await putDeck(admin, id, makeDeckWrite({ baseVersion: 1 })),
      await putDeck(admin, id, { name: 7 }),
      await testApp.app.inject({
        method: 'DELETE',
        url: API_PATHS.deck(id),
        headers: admin.headers,
      }),
    ];

    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('deck_not_found');
    }
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  it('refuses visitors with 401 on every route', async () => {
    const id = makeDeckId();

    const responses = [
      await read(null, API_PATHS.decks),
      await read(null, API_PATHS.deck(id)),
      await read(null, API_PATHS.deckVersions(id)),
      await putDeck(null, id, makeDeckWrite()),
      await testApp.app.inject({
        method: 'DELETE',
        url: API_PATHS.deck(id),
        headers: { origin: SAME_ORIGIN },
      }),
    ];

    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it.each([
    { field: 'name', payload: makeDeckWrite({ name: '' }) },
    { field: 'name', payload: makeDeckWrite({ name: 'x'.repeat(121) }) },
    { field: 'format', payload: { ...makeDeckWrite(), format: 42 } },
    {
      field: 'cards',
      payload: makeDeckWrite({
        cards: [
          { id: 1, count: 200 },
          { id: 2, count: 1 },
        ],
      }),
    },
    { field: 'cards.0.count', payload: makeDeckWrite({ cards: [{ id: 1, count: 0 }] }) },
    { field: 'cards.0.count', payload: makeDeckWrite({ cards: [{ id: 1, count: 1000 }] }) },
    { field: 'side', payload: makeDeckWrite({ side: [{ id: 1, count: 51 }] }) },
    { field: 'note', payload: makeDeckWrite({ note: 'n'.repeat(501) }) },
    { field: 'baseVersion', payload: makeDeckWrite({ baseVersion: -1 }) },
  ])('refuses a bad $field with 400 naming it', async ({ field, payload }) => {
    const player = await signInAs(testApp, 'player');

    const response = await putDeck(player, makeDeckId(), payload);

    expect(response.statusCode, response.body).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain(`«${field}»`);
  });

  it('answers a malformed deck id with 400 naming it, never looking it up (the fuzzer found a 500)', async () => {
    const player = await signInAs(testApp, 'player');
    const responses = await Promise.all([
      testApp.app.inject({ method: 'DELETE', url: '/api/decks/a%00b', headers: player.headers }),
      testApp.app.inject({
        method: 'GET',
        url: '/api/decks/a%00b/versions',
        headers: player.headers,
      }),
      putDeck(player, 'a b', makeDeckWrite()),
    ]);

    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toContain('«id»');
    }
  });

  it('accepts a deck of exactly 200 cards', async () => {
    const player = await signInAs(testApp, 'player');

    const response = await putDeck(
      player,
      makeDeckId(),
      makeDeckWrite({
        cards: [
          { id: 1, count: 199 },
          { id: 2, count: 1 },
        ],
      }),
    );

    expect(response.statusCode, response.body).toBe(201);
  });
});
