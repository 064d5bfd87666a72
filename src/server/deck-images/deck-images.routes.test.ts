import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DECK_LIMITS } from '../../contract/account-decks';
import { DECK_IMAGE_PATHS, DECK_IMAGE_WIDTH } from '../../contract/deck-images';
import { errorBodySchema } from '../../contract/errors';
import type { Card } from '../../domain/cards/card';
import { makeCard } from '../testing/card-factory';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { SAME_ORIGIN } from '../testing/test-accounts';
import { buildTestApp, type TestApp } from '../testing/test-app';
import {
  createTestDatabases,
  listTestDatabaseKinds,
  type TestDatabases,
} from '../testing/test-databases';

const TYPES = ['aliado', 'talisman', 'arma', 'totem', 'oro'] as const;

/** 60 cards, 12 of each type; the last has no image. */
function makeCatalogue(): Card[] {
  return Array.from({ length: 60 }, (_, index) => {
    const id = index + 1;
    const tipo = TYPES[index % TYPES.length] ?? 'aliado';
    return makeCard({
      id,
      tipo,
      nombre: `Carta ${id}`,
      ...(tipo === 'aliado' ? {} : { fuerza: null, raza: null }),
      ...(id === 60 ? { ruta_completa: null } : {}),
    });
  });
}

/** 50 cards in `distinct` different ones (at most 3 copies each, the rest in the last). */
function makeDeck(distinct: number): { id: number; count: number }[] {
  const entries = Array.from({ length: distinct }, (_, index) => ({ id: index + 1, count: 1 }));
  let left = 50 - distinct;
  for (const entry of entries) {
    const extra = Math.min(2, left);
    entry.count += extra;
    left -= extra;
  }
  return entries;
}

describe.each(listTestDatabaseKinds())('deck images on %s', (kind) => {
  let fixture: DemoFixture;
  let databases: TestDatabases;
  let testApp: TestApp;

  beforeAll(async () => {
    fixture = await createDemoFixture(makeCatalogue());
    databases = await createTestDatabases(kind, fixture.demoDir);
    testApp = await buildTestApp({
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await databases.dispose();
    await fixture.remove();
  });

  function postDeck(payload: unknown, app: TestApp = testApp) {
    return app.app.inject({
      method: 'POST',
      url: DECK_IMAGE_PATHS.deckImages,
      headers: { origin: SAME_ORIGIN },
      payload: payload as Record<string, unknown>,
    });
  }

  async function renderDeck(payload: Record<string, unknown>) {
    const response = await postDeck({ name: 'Mazo', format: 'formatoLibre', ...payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    return sharp(response.rawPayload).metadata();
  }

  it('draws a 50-card deck for a visitor as a PNG 1080 px wide', async () => {
    const metadata = await renderDeck({ name: 'Caballeros del Alba', cards: makeDeck(20) });

    expect(metadata.format).toBe('png');
    expect(metadata.width).toBe(DECK_IMAGE_WIDTH);
  });

  it('grows taller with the number of distinct cards, not with copies', async () => {
    // 10 distinct cards make one row per type; 40 make two.
    const few = await renderDeck({ cards: makeDeck(10) });
    const many = await renderDeck({ cards: makeDeck(40) });
    const copiesOnly = await renderDeck({ cards: makeDeck(10).map((e) => ({ ...e, count: 1 })) });

    expect(many.height).toBeGreaterThan(few.height);
    expect(copiesOnly.height).toBe(few.height);
  });

  it('adds the side deck as a group of its own', async () => {
    const main = await renderDeck({ cards: makeDeck(20) });
    const withSide = await renderDeck({ cards: makeDeck(20), side: [{ id: 21, count: 2 }] });

    expect(withSide.height).toBeGreaterThan(main.height);
  });

  it('draws a card the catalogue lacks as a tile instead of refusing the deck', async () => {
    const known = await renderDeck({ cards: [{ id: 1, count: 3 }] });
    const withUnknown = await renderDeck({
      cards: [
        { id: 1, count: 3 },
        { id: 9999, count: 2 },
      ],
    });

    expect(withUnknown.width).toBe(DECK_IMAGE_WIDTH);
    expect(withUnknown.height).toBeGreaterThan(known.height);
  });

  it.each([
    ['a name with markup', '<script>alert("x")</script>'],
    ['a name with an ampersand and quotes', 'Fuego & "Hielo" <3 \'Cía\''],
    ['an empty name', ''],
  ])('draws %s as text', async (_case, name) => {
    const metadata = await renderDeck({ name, cards: makeDeck(5) });

    expect(metadata.width).toBe(DECK_IMAGE_WIDTH);
  });

  it('draws a format the server does not know by its key', async () => {
    const metadata = await renderDeck({ format: 'mi<banlist>&', cards: makeDeck(3) });

    expect(metadata.width).toBe(DECK_IMAGE_WIDTH);
  });

  const VALID = { name: 'Mazo', format: 'formatoLibre', cards: [{ id: 1, count: 3 }] };

  it.each([
    ['name', { ...VALID, name: 'x'.repeat(121) }],
    ['name', { ...VALID, name: 7 }],
    ['format', { name: 'Mazo', cards: VALID.cards }],
    ['format', { ...VALID, format: 'con espacios' }],
    ['cards', { name: 'Mazo', format: 'formatoLibre' }],
    [
      'cards',
      {
        ...VALID,
        cards: [
          { id: 1, count: 101 },
          { id: 2, count: 100 },
        ],
      },
    ],
    [
      'cards',
      {
        ...VALID,
        cards: [
          { id: 1, count: 1 },
          { id: 1, count: 1 },
        ],
      },
    ],
    ['cards.0.id', { ...VALID, cards: [{ id: 'uno', count: 1 }] }],
    ['cards.0.count', { ...VALID, cards: [{ id: 1, count: 0 }] }],
    ['side', { ...VALID, side: [{ id: 2, count: ACCOUNT_DECK_LIMITS.side + 1 }] }],
    ['side.0.id', { ...VALID, side: [{ id: -1, count: 1 }] }],
  ])('refuses a body with a bad «%s» with 400 naming it', async (field, payload) => {
    const response = await postDeck(payload);

    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe('invalid_request');
    expect(body.message).toMatch(new RegExp(`^El campo «${field.replace(/\./gu, '\\.')}» `, 'u'));
  });

  it('answers 429 once a client has asked for its images of the minute', async () => {
    // 100 requests a minute in general gives 2 images a minute.
    const limited = await buildTestApp({
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
      rateLimitPerMinute: 100,
    });
    try {
      const first = await postDeck(VALID, limited);
      // A bad body counts too: the limit is checked before the body is read.
      const second = await postDeck({ ...VALID, cards: 'ninguna' }, limited);
      const third = await postDeck(VALID, limited);
      const otherClient = await limited.app.inject({
        method: 'POST',
        url: DECK_IMAGE_PATHS.deckImages,
        headers: { origin: SAME_ORIGIN },
        remoteAddress: '203.0.113.9',
        payload: VALID,
      });

      expect([first.statusCode, second.statusCode]).toEqual([200, 400]);
      expect(third.statusCode).toBe(429);
      expect(errorBodySchema.parse(third.json()).error).toBe('rate_limited');
      expect(third.headers['retry-after']).toBeDefined();
      expect(otherClient.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
