import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import {
  collectionImportResultSchema,
  collectionSchema,
  COLLECTION_LIMITS,
} from '../../contract/collection';
import { errorBodySchema } from '../../contract/errors';
import { createCommunityRequests } from '../testing/community-requests';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

// The test catalogue: 1 'Caballero del Alba', 2 'Espada Rúnica', 3 'Oro'.

describe.each(listTestDatabaseKinds())('the collection on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const { send } = createCommunityRequests(testApp);

  async function readCollection(account: SignedInAccount) {
    const response = await send(account, 'GET', API_PATHS.collection);
    expect(response.statusCode, response.body).toBe(200);
    return collectionSchema.parse(response.json()).cards;
  }

  function importCsv(account: SignedInAccount | null, text: string, mode = 'merge') {
    return send(account, 'POST', `${API_PATHS.collectionImport}?mode=${mode}`, text);
  }

  it('answers a visitor 401 on every route, whatever the body', async () => {
    const routes = [
      ['GET', API_PATHS.collection, undefined],
      ['GET', API_PATHS.collectionCsv, undefined],
      ['PUT', API_PATHS.collection, { cards: 'no' }],
      ['PUT', API_PATHS.collectionCard(1), { count: -1 }],
      ['POST', API_PATHS.collectionImport, 'x'.repeat(COLLECTION_LIMITS.csvBytes + 10)],
    ] as const;
    for (const [method, url, payload] of routes) {
      const response = await send(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('sets, changes and removes one card, and keeps each player’s collection apart', async () => {
    const player = await signInAs(testApp, 'player');
    const other = await signInAs(testApp, 'player');

    const set = await send(player, 'PUT', API_PATHS.collectionCard(2), { count: 3 });
    await send(player, 'PUT', API_PATHS.collectionCard(1), { count: 1 });
    await send(player, 'PUT', API_PATHS.collectionCard(2), { count: 4 });
    await send(player, 'PUT', API_PATHS.collectionCard(1), { count: 0 });

    expect(set.json()).toEqual({ id: 2, count: 3 });
    expect(await readCollection(player)).toEqual([{ id: 2, count: 4 }]);
    expect(await readCollection(other)).toEqual([]);
  });

  it('merges or replaces many cards at once', async () => {
    const player = await signInAs(testApp, 'player');
    await send(player, 'PUT', API_PATHS.collection, {
      cards: [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
      ],
      mode: 'merge',
    });

    const merged = await send(player, 'PUT', API_PATHS.collection, {
      cards: [
        { id: 2, count: 0 },
        { id: 3, count: 5 },
      ],
      mode: 'merge',
    });
    expect(collectionSchema.parse(merged.json()).cards).toEqual([
      { id: 1, count: 2 },
      { id: 3, count: 5 },
    ]);

    const replaced = await send(player, 'PUT', API_PATHS.collection, {
      cards: [{ id: 2, count: 7 }],
      mode: 'replace',
    });
    expect(collectionSchema.parse(replaced.json()).cards).toEqual([{ id: 2, count: 7 }]);
  });

  it.each([
    [
      'a card the catalogue lacks',
      {
        cards: [
          { id: 1, count: 1 },
          { id: 999, count: 1 },
        ],
        mode: 'merge',
      },
      'cards.1.id',
    ],
    ['too many copies', { cards: [{ id: 1, count: 1000 }], mode: 'merge' }, 'cards.0.count'],
    ['an unknown mode', { cards: [], mode: 'sumar' }, 'mode'],
    [
      'a card twice',
      {
        cards: [
          { id: 1, count: 1 },
          { id: 1, count: 2 },
        ],
        mode: 'merge',
      },
      'cards',
    ],
    [
      'more than 5,000 cards',
      {
        cards: Array.from({ length: 5001 }, (_, index) => ({ id: index + 1, count: 1 })),
        mode: 'merge',
      },
      'cards',
    ],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, body, field) => {
    const player = await signInAs(testApp, 'player');
    await send(player, 'PUT', API_PATHS.collectionCard(3), { count: 1 });

    const response = await send(player, 'PUT', API_PATHS.collection, body);

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain(`«${field}»`);
    expect(await readCollection(player)).toEqual([{ id: 3, count: 1 }]);
  });

  it('refuses one card the catalogue lacks or a count out of bounds', async () => {
    const player = await signInAs(testApp, 'player');

    const unknown = await send(player, 'PUT', API_PATHS.collectionCard(999), { count: 1 });
    const tooMany = await send(player, 'PUT', API_PATHS.collectionCard(1), { count: 1000 });

    expect(unknown.statusCode).toBe(400);
    expect(errorBodySchema.parse(unknown.json()).message).toContain('«cardId»');
    expect(tooMany.statusCode).toBe(400);
    expect(errorBodySchema.parse(tooMany.json()).message).toContain('«count»');
  });

  it('exports id,nombre,cantidad and imports it back', async () => {
    const player = await signInAs(testApp, 'player');
    const other = await signInAs(testApp, 'player');
    await send(player, 'PUT', API_PATHS.collection, {
      cards: [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
      ],
      mode: 'merge',
    });

    const csv = await send(player, 'GET', API_PATHS.collectionCsv);
    const imported = await importCsv(other, csv.body);

    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe('id,nombre,cantidad\n1,Caballero del Alba,2\n2,Espada Rúnica,1\n');
    expect(collectionImportResultSchema.parse(imported.json())).toEqual({
      applied: 2,
      unresolved: [],
    });
    expect(await readCollection(other)).toEqual(await readCollection(player));
  });

  it('resolves names like the banlists do, applies the rows it can and reports the others', async () => {
    const player = await signInAs(testApp, 'player');
    await send(player, 'PUT', API_PATHS.collectionCard(3), { count: 9 });
    const text = [
      'nombre,cantidad,id',
      'caballero del alba,2,',
      'ESPADA RUNICA,1,',
      'Espada Runica,1,',
      'Caballero del Albo,3,',
      'Oro,muchos,',
      ',1,777',
      'Oro,0,',
    ].join('\n');

    const response = await importCsv(player, text);

    expect(response.statusCode, response.body).toBe(200);
    expect(collectionImportResultSchema.parse(response.json())).toEqual({
      applied: 3,
      unresolved: [
        {
          line: 5,
          nombre: 'Caballero del Albo',
          reason: 'No hay ninguna carta con ese nombre. ¿Quisiste decir «Caballero del Alba»?',
        },
        {
          line: 6,
          nombre: 'Oro',
          reason: 'La cantidad debe ser un número entero entre 0 y 999.',
        },
        { line: 7, nombre: '', reason: 'No hay ninguna carta con el id 777.' },
      ],
    });
    expect(await readCollection(player)).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 2 },
    ]);
  });

  it('replaces the whole collection with mode=replace', async () => {
    const player = await signInAs(testApp, 'player');
    await send(player, 'PUT', API_PATHS.collectionCard(3), { count: 9 });

    await importCsv(player, 'id,cantidad\n1,4\n', 'replace');

    expect(await readCollection(player)).toEqual([{ id: 1, count: 4 }]);
  });

  it.each([
    ['malformed CSV', 'id,nombre,cantidad\n1,"sin cerrar,2\n', 'invalid_csv'],
    ['a wrong header', 'carta,copias\n1,2\n', 'invalid_csv'],
    ['an empty file', '', 'invalid_csv'],
    ['more than 5,000 rows', `id,cantidad\n${'1,1\n'.repeat(5001)}`, 'too_many_rows'],
  ])('applies nothing from %s (400)', async (_name, text, error) => {
    const player = await signInAs(testApp, 'player');
    await send(player, 'PUT', API_PATHS.collectionCard(3), { count: 1 });

    const response = await importCsv(player, text, 'replace');

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe(error);
    expect(await readCollection(player)).toEqual([{ id: 3, count: 1 }]);
  });

  it('refuses a file over 1 MB with 413 and anything but text with 415', async () => {
    const player = await signInAs(testApp, 'player');

    const huge = await importCsv(player, `id,cantidad\n${'1,1\n'.repeat(300_000)}`);
    const json = await send(player, 'POST', API_PATHS.collectionImport, { id: 1 });

    expect(huge.statusCode).toBe(413);
    expect(json.statusCode).toBe(415);
  });
});
