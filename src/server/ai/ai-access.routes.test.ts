import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_PATHS,
  aiStatsSchema,
  cardSuggestionResponseSchema,
  type CardSuggestionRequest,
} from '../../contract/ai';
import { errorBodySchema } from '../../contract/errors';
import { usePostgresInstances } from '../testing/postgres-instances';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { SAME_ORIGIN, signInAs, type SignedInAccount } from '../testing/test-accounts';
import type { TestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { findAiSuggestion } from './ai-suggestions.repository';
import { recordKeptFields } from './kept-fields';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';
import { makeFakeProviderConfig } from './testing/fake-provider-config';
import { FENCED_JSON_REPLY, READ_CARD } from './testing/recorded-replies';

function askForSuggestion(
  testApp: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  payload: object,
) {
  return testApp.app.inject({
    method: 'POST',
    url: AI_PATHS.cardSuggestion,
    headers: { ...headers },
    payload,
  });
}

describe.each(listTestDatabaseKinds())('AI card suggestion requests and stats on %s', (kind) => {
  let fake: FakeOpenAiServer;
  let editor: SignedInAccount;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ defaultReply: { content: FENCED_JSON_REPLY } });
  });
  afterAll(async () => {
    await fake.close();
  });
  const testApp = useSeededTestApp(kind, () => ({ ai: makeFakeProviderConfig(fake) }));

  beforeAll(async () => {
    editor = await signInAs(testApp, 'editor');
  });

  const ask = (request: CardSuggestionRequest, account: SignedInAccount = editor) =>
    askForSuggestion(testApp, account.headers, request);

  it('reads an image URL without a card and compares the suggestion with an empty card', async () => {
    const response = await ask({ imageUrl: '/images/demo/2.webp', mode: 'main' });

    const body = cardSuggestionResponseSchema.parse(response.json());
    expect(body.card).toMatchObject({
      id: 0,
      nombre: READ_CARD.nombre,
      ruta_completa: '/images/demo/2.webp',
    });
    expect(body.differences.nombre).toBe(true);
    expect((await findAiSuggestion(testApp.database.db, body.suggestionId))?.cardId).toBeNull();
  });

  it.each([[{ imageUrl: '  ', mode: 'main' } as const], [{ cardId: 3, mode: 'review' } as const]])(
    'refuses an empty image URL with the spec message (%j)',
    async (request) => {
      const response = await ask(request);

      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBe(
        'La URL de la imagen no puede estar vacía.',
      );
    },
  );

  it('answers 422 naming the URL when the image cannot be loaded, without calling the provider', async () => {
    const before = fake.requests.length;

    const response = await ask({ imageUrl: 'http://169.254.169.254/latest/', mode: 'review' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'image_unreachable',
      message: 'No se pudo cargar la imagen desde la URL: http://169.254.169.254/latest/',
      detail: 'la dirección del servidor no es pública',
    });
    expect(fake.requests).toHaveLength(before);
  });

  it('answers 404 for a card that does not exist', async () => {
    const response = await ask({ cardId: 999, mode: 'review' });

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('card_not_found');
  });

  it.each([
    [{ mode: 'otro' }, 'mode'],
    [{ mode: 'review', cardId: -1 }, 'cardId'],
    [{ mode: 'main', customPrompt: 'x'.repeat(2001) }, 'customPrompt'],
  ])('refuses the body %j naming the field', async (payload, field) => {
    const response = await askForSuggestion(testApp, editor.headers, payload);

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain(`«${field}»`);
  });

  it('refuses visitors with 401 and players with 403, reading nothing', async () => {
    const player = await signInAs(testApp, 'player');
    const before = fake.requests.length;

    const asVisitor = await askForSuggestion(
      testApp,
      { origin: SAME_ORIGIN },
      { cardId: 1, mode: 'review' },
    );
    const asPlayer = await ask({ cardId: 1, mode: 'review' }, player);

    expect(asVisitor.statusCode).toBe(401);
    expect(asPlayer.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(before);
  });

  it('reports to admins, and only to them, how often each suggested field was kept', async () => {
    const admin = await signInAs(testApp, 'admin');
    const read = async (cardId: number) =>
      cardSuggestionResponseSchema.parse((await ask({ cardId, mode: 'review' }, admin)).json());
    const first = await read(1);
    const second = await read(2);
    await recordKeptFields(testApp.database.db, first.suggestionId, ['nombre', 'coste', 'id']);
    await recordKeptFields(testApp.database.db, second.suggestionId, ['coste']);

    const stats = await testApp.app.inject({
      method: 'GET',
      url: AI_PATHS.stats,
      headers: admin.headers,
    });
    const asEditor = await testApp.app.inject({
      method: 'GET',
      url: AI_PATHS.stats,
      headers: editor.headers,
    });

    expect(stats.statusCode).toBe(200);
    const body = aiStatsSchema.parse(stats.json());
    expect(body.saved).toBe(2);
    const byField = Object.fromEntries(body.fields.map((entry) => [entry.field, entry]));
    expect(byField['coste']).toEqual({ field: 'coste', suggested: 2, kept: 2, rate: 1 });
    expect(byField['nombre']).toEqual({ field: 'nombre', suggested: 2, kept: 1, rate: 0.5 });
    expect(byField['revisada']).toEqual({ field: 'revisada', suggested: 0, kept: 0, rate: 0 });
    expect((await findAiSuggestion(testApp.database.db, first.suggestionId))?.keptFields).toEqual([
      'nombre',
      'coste',
    ]);
    expect(asEditor.statusCode).toBe(403);
  });

  it('says when the suggestion to record kept fields for does not exist', async () => {
    expect(await recordKeptFields(testApp.database.db, 'no-existe', ['nombre'])).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

// In memory on PGlite, in the shared counters table on PostgreSQL.
describe.each(listTestDatabaseKinds())('AI card suggestion rate limit on %s', (kind) => {
  let fake: FakeOpenAiServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ defaultReply: { content: FENCED_JSON_REPLY } });
  });
  afterAll(async () => {
    await fake.close();
  });
  const testApp = useSeededTestApp(kind, () => ({
    ai: makeFakeProviderConfig(fake, { readingsPerMinute: 2 }),
  }));

  it('slows down one busy editor without slowing down another', async () => {
    const busy = await signInAs(testApp, 'editor');
    const other = await signInAs(testApp, 'editor');
    const ask = (account: SignedInAccount) =>
      askForSuggestion(testApp, account.headers, { cardId: 1, mode: 'review' });

    const statuses = [(await ask(busy)).statusCode, (await ask(busy)).statusCode];
    const third = await ask(busy);
    const otherEditor = await ask(other);

    expect(statuses).toEqual([200, 200]);
    expect(third.statusCode).toBe(429);
    expect(errorBodySchema.parse(third.json()).error).toBe('rate_limited');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(otherEditor.statusCode).toBe(200);
  });

  it('checks who calls before counting: a visitor gets 401 and a player 403, never 429', async () => {
    const player = await signInAs(testApp, 'player');
    const visitor = await Promise.all(
      Array.from({ length: 3 }, () => askForSuggestion(testApp, {}, { cardId: 1, mode: 'review' })),
    );
    const players = await Promise.all(
      Array.from({ length: 3 }, () =>
        askForSuggestion(testApp, player.headers, { cardId: 1, mode: 'review' }),
      ),
    );

    expect(visitor.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expect(players.map((response) => response.statusCode)).toEqual([403, 403, 403]);
  });
});

describe.skipIf(!listTestDatabaseKinds().includes('postgres'))(
  'the AI reading limit shared by two instances on one PostgreSQL',
  () => {
    let fake: FakeOpenAiServer;

    beforeAll(async () => {
      fake = await startFakeOpenAiServer({ defaultReply: { content: FENCED_JSON_REPLY } });
    });
    afterAll(async () => {
      await fake.close();
    });
    const shared = usePostgresInstances(2, () => ({
      ai: makeFakeProviderConfig(fake, { readingsPerMinute: 3 }),
    }));

    it("holds one editor's readings at the configured count, whichever instance each reaches", async () => {
      const [first, second] = shared.instances as [TestApp, TestApp];
      const editor = await signInAs(first, 'editor');
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const instance = index % 2 === 0 ? first : second;
        const response = await askForSuggestion(instance, editor.headers, {
          cardId: 1,
          mode: 'review',
        });
        statuses.push(response.statusCode);
      }

      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    });
  },
);
