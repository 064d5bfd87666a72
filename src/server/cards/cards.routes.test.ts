import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { cardListSchema, cardSchema, catalogueInfoSchema } from '../../contract/cards';
import { errorBodySchema } from '../../contract/errors';
import { importCatalogue } from '../catalogue/catalogue-import.service';
import { makeCard } from '../testing/card-factory';
import { pollUntil } from '../testing/poll-until';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('card catalogue API on %s', (kind) => {
  /** Shared by the tests that only read. */
  const reader = useSeededTestApp(kind);

  /** A fresh app on its own seeded database, for tests that write. */
  async function buildWriter(): Promise<TestApp> {
    return buildTestApp({
      database: await reader.databases.openSeeded(),
      demoDir: reader.fixture.demoDir,
    });
  }

  it('serves the seeded demo catalogue with exactly the card fields of the spec', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.cards });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const cards: unknown[] = response.json();
    expect(cardListSchema.parse(cards)).toEqual(reader.fixture.cards);
    for (const card of cards) {
      expect(Object.keys(card as object).sort()).toEqual(
        Object.keys(cardSchema.unwrap().shape).sort(),
      );
    }
  });

  it('answers 304 when the client already holds the current catalogue', async () => {
    const first = await reader.app.inject({ method: 'GET', url: API_PATHS.cards });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const second = await reader.app.inject({
      method: 'GET',
      url: API_PATHS.cards,
      headers: { 'if-none-match': String(etag) },
    });

    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('sends the catalogue again when the client holds an outdated ETag', async () => {
    const response = await reader.app.inject({
      method: 'GET',
      url: API_PATHS.cards,
      headers: { 'if-none-match': '"an-older-catalogue"' },
    });

    expect(response.statusCode).toBe(200);
    expect(cardListSchema.parse(response.json())).toHaveLength(reader.fixture.cards.length);
  });

  it('changes the ETag once the catalogue changes', async () => {
    const writer = await buildWriter();
    try {
      const before = await writer.app.inject({ method: 'GET', url: API_PATHS.cards });
      const imported = await importCatalogue(writer.database.db, [makeCard({ id: 4 })]);
      expect(imported.ok).toBe(true);

      // Written as another process would: the change arrives with its notification.
      const after = await pollUntil(
        () =>
          writer.app.inject({
            method: 'GET',
            url: API_PATHS.cards,
            headers: { 'if-none-match': String(before.headers.etag) },
          }),
        (response) => response.statusCode === 200,
      );

      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(cardListSchema.parse(after.json()).map((card) => card.id)).toEqual([1, 2, 3, 4]);
    } finally {
      await writer.close();
    }
  });

  it('compresses the catalogue for clients that accept gzip', async () => {
    const writer = await buildWriter();
    try {
      const manyCards = Array.from({ length: 40 }, (_, index) => makeCard({ id: 10 + index }));
      expect((await importCatalogue(writer.database.db, manyCards)).ok).toBe(true);

      const response = await writer.app.inject({
        method: 'GET',
        url: API_PATHS.cards,
        headers: { 'accept-encoding': 'gzip' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      const body: unknown = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
      expect(cardListSchema.parse(body)).toHaveLength(
        reader.fixture.cards.length + manyCards.length,
      );
    } finally {
      await writer.close();
    }
  });

  it('serves brotli to clients that prefer it, and the same catalogue as the plain body', async () => {
    const plain = await reader.app.inject({ method: 'GET', url: API_PATHS.cards });
    const brotli = await reader.app.inject({
      method: 'GET',
      url: API_PATHS.cards,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('returns one card by id', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.card(2) });

    expect(response.statusCode).toBe(200);
    expect(cardSchema.parse(response.json())).toEqual(reader.fixture.cards[1]);
  });

  it.each(['abc', '-1', '0', '1.5'])('refuses the malformed id %s with 400', async (id) => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.card(id) });

    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe('invalid_request');
    expect(body.message).toContain('«id»');
  });

  it('answers 404 with a Spanish message for an unknown id', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.card(999) });

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'card_not_found',
      message: 'Carta no encontrada.',
    });
  });

  it('answers 400 naming the id for an id no card column holds', async () => {
    const response = await reader.app.inject({
      method: 'GET',
      url: API_PATHS.card(99_999_999_999),
    });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'invalid_request',
      message: 'El campo «id» no es válido: es demasiado grande.',
    });
  });

  it('describes the catalogue as the demo one with its card count', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.catalogue });

    expect(catalogueInfoSchema.parse(response.json())).toEqual({
      source: 'demo',
      cardCount: reader.fixture.cards.length,
    });
  });
});
