import { desc, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_PATHS,
  cardSuggestionResponseSchema,
  providerFailureSchema,
  type CardSuggestionRequest,
} from '../../contract/ai';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { aiSuggestions } from '../db/ai-schema';
import { findAiSuggestion } from './ai-suggestions.repository';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';
import {
  FAKE_PROVIDER_KEY,
  FAKE_PROVIDER_MODEL,
  makeFakeProviderConfig,
} from './testing/fake-provider-config';
import {
  FENCED_JSON_REPLY,
  PROSE_JSON_REPLY,
  READ_CARD,
  STRUCTURED_REPLY,
  TRUNCATED_REPLY,
  UNUSABLE_REPLY,
} from './testing/recorded-replies';

describe.each(listTestDatabaseKinds())('AI card suggestion replies on %s', (kind) => {
  let fake: FakeOpenAiServer;
  let structuredApp: TestApp;
  let editor: SignedInAccount;
  let structuredEditor: SignedInAccount;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await fake.close();
  });
  const testApp = useSeededTestApp(kind, () => ({ ai: makeFakeProviderConfig(fake) }));

  beforeAll(async () => {
    structuredApp = await buildTestApp({
      database: await testApp.databases.openSeeded(),
      demoDir: testApp.fixture.demoDir,
      ai: makeFakeProviderConfig(fake, { isStructured: true }),
    });
    editor = await signInAs(testApp, 'editor');
    structuredEditor = await signInAs(structuredApp, 'editor');
  });
  afterAll(async () => {
    await structuredApp.close();
  });

  async function askForSuggestion(
    body: CardSuggestionRequest,
    account: SignedInAccount = editor,
    app: Pick<TestApp, 'app'> = testApp,
  ) {
    return app.app.inject({
      method: 'POST',
      url: AI_PATHS.cardSuggestion,
      headers: account.headers,
      payload: body,
    });
  }

  async function readStored(suggestionId: string, app: Pick<TestApp, 'database'> = testApp) {
    const row = await findAiSuggestion(app.database.db, suggestionId);
    if (row === null) throw new Error(`suggestion ${suggestionId} was not stored`);
    return row;
  }

  async function readLatestFailure() {
    const [row] = await testApp.database.db
      .select()
      .from(aiSuggestions)
      .where(isNotNull(aiSuggestions.error))
      .orderBy(desc(aiSuggestions.createdAt))
      .limit(1);
    if (row === undefined) throw new Error('no failure was stored');
    return row;
  }

  it('reads a fenced JSON reply, merges it into the card and stores the reply unchanged', async () => {
    fake.replyWith({ content: FENCED_JSON_REPLY });

    const response = await askForSuggestion({ cardId: 1, mode: 'review' });

    expect(response.statusCode).toBe(200);
    const body = cardSuggestionResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      provider: 'openai-compatible',
      model: FAKE_PROVIDER_MODEL,
      effectProblems: [],
    });
    expect(body.suggestion).toMatchObject({ ...READ_CARD, reviewed: true });
    expect(body.card).toMatchObject({
      id: 1,
      nombre: READ_CARD.nombre,
      habilidad: READ_CARD.ability,
      coste: 3,
      fuerza: 2,
      ruta_completa: '/images/demo/1.webp',
      revisada: false,
    });
    expect(body.differences).toMatchObject({
      nombre: true,
      habilidad: true,
      coste: true,
      fuerza: false,
      raza: false,
      tipo: false,
      habilidades: true,
    });
    const stored = await readStored(body.suggestionId);
    expect(stored).toMatchObject({
      cardId: 1,
      mode: 'review',
      provider: 'openai-compatible',
      model: FAKE_PROVIDER_MODEL,
      promptVersion: '10.0',
      rawReply: FENCED_JSON_REPLY,
      createdBy: editor.user.id,
      error: null,
      keptFields: null,
    });
    expect(stored.durationMs).toBeGreaterThanOrEqual(0);
    expect(stored.suggestion).toEqual(body.suggestion);
  });

  it('sends the provider one user message with the prompt and the JPEG, as SPEC §7 says', async () => {
    fake.replyWith({ content: FENCED_JSON_REPLY });
    const before = fake.requests.length;

    await askForSuggestion({ cardId: 1, mode: 'main', customPrompt: 'Fíjate en el coste.' });

    expect(fake.requests).toHaveLength(before + 1);
    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe(`Bearer ${FAKE_PROVIDER_KEY}`);
    expect(sent?.body).toMatchObject({
      model: FAKE_PROVIDER_MODEL,
      max_tokens: 2000,
      temperature: 1,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: expect.stringContaining('Versión del prompt: 10.0.') },
            {
              type: 'image_url',
              image_url: { url: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//u) },
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(sent?.body)).toContain('Fíjate en el coste.');
    expect(sent?.body).not.toHaveProperty('response_format');
  });

  it('finds JSON inside prose and shows the effects that do not fit the vocabulary', async () => {
    fake.replyWith({ content: PROSE_JSON_REPLY });

    const response = await askForSuggestion({ cardId: 1, mode: 'review' });

    const body = cardSuggestionResponseSchema.parse(response.json());
    expect(body.suggestion.nombre).toBe(READ_CARD.nombre);
    expect(body.effectProblems).toEqual([
      { path: '$[0].opciones[0].acciones[0].accion', problem: 'acción desconocida: "teleportar"' },
      {
        path: '$[0].opciones[0].acciones[0].parametros.destino',
        problem: 'zona desconocida: "LUNA"',
      },
    ]);
    expect((await readStored(body.suggestionId)).effectProblems).toEqual(body.effectProblems);
  });

  it('rescues a reply cut off by the token limit', async () => {
    fake.replyWith({ content: TRUNCATED_REPLY });

    const response = await askForSuggestion({ cardId: 1, mode: 'review' });

    const body = cardSuggestionResponseSchema.parse(response.json());
    expect(body.suggestion).toMatchObject({
      nombre: READ_CARD.nombre,
      ability: READ_CARD.ability,
      coste: READ_CARD.coste,
    });
    expect((await readStored(body.suggestionId)).rawReply).toBe(TRUNCATED_REPLY);
  });

  it('turns an unusable reply into the defaults and fallback texts, keeping the card’s own values', async () => {
    fake.replyWith({ content: UNUSABLE_REPLY });

    const response = await askForSuggestion({ cardId: 1, mode: 'review' });

    const body = cardSuggestionResponseSchema.parse(response.json());
    expect(body.suggestion).toEqual({
      nombre: 'Nombre no disponible',
      ability: 'Habilidad no disponible',
      tipo: 'Aliado',
      coste: 0,
      strength: 0,
      raza: '',
      ilustrador: 'Ilustrador no disponible',
      efectos_estructurados: [],
      edition: 'Edición no disponible',
      id: 0,
      url_image: '/images/demo/1.webp',
      flavour: null,
      reviewed: false,
    });
    expect(body.card).toMatchObject({
      id: 1,
      nombre: 'Caballero del Alba',
      edicion: 'Espada Sagrada',
    });
    expect((await readStored(body.suggestionId)).rawReply).toBe(UNUSABLE_REPLY);
  });

  it('answers 502 with the fallback card when the provider fails with HTTP 500, and stores the failure', async () => {
    fake.replyWith({ status: 500 });

    const response = await askForSuggestion({ cardId: 1, mode: 'review' });

    expect(response.statusCode).toBe(502);
    const body = providerFailureSchema.parse(response.json());
    expect(body.message).toBe('Error al contactar con la IA: API error: 500 Internal Server Error');
    expect(body.fallback).toMatchObject({
      id: 1,
      nombre: `Error en ${FAKE_PROVIDER_MODEL}`,
      habilidad: `Error al parsear la respuesta de ${FAKE_PROVIDER_MODEL}`,
      revisada: false,
    });
    expect(response.body).not.toContain(FAKE_PROVIDER_KEY);
    const stored = await readLatestFailure();
    expect(stored).toMatchObject({
      error: 'API error: 500 Internal Server Error',
      rawReply: null,
      suggestion: { nombre: `Error en ${FAKE_PROVIDER_MODEL}` },
    });
    expect(JSON.stringify(stored)).not.toContain(FAKE_PROVIDER_KEY);
  });

  it('gives up on a provider slower than AI_TIMEOUT_MS with the fallback card', async () => {
    fake.replyWith({ content: FENCED_JSON_REPLY, delayMs: 5000 });

    const response = await askForSuggestion({ cardId: 1, mode: 'main' });

    expect(response.statusCode).toBe(502);
    const body = providerFailureSchema.parse(response.json());
    expect(body.message).toBe('Error al contactar con la IA: la IA no respondió a tiempo');
    expect(body.fallback.nombre).toBe(`Error en ${FAKE_PROVIDER_MODEL}`);
    expect((await readLatestFailure()).error).toBe('la IA no respondió a tiempo');
  });

  it('asks for a strict JSON schema and reads the structured reply back into card effects', async () => {
    fake.replyWith({ content: STRUCTURED_REPLY });

    const response = await askForSuggestion(
      { cardId: 1, mode: 'review' },
      structuredEditor,
      structuredApp,
    );

    const sent = fake.requests.at(-1);
    expect(sent?.body).toMatchObject({
      response_format: { type: 'json_schema', json_schema: { name: 'carta', strict: true } },
    });
    const body = cardSuggestionResponseSchema.parse(response.json());
    expect(body.effectProblems).toEqual([]);
    expect(body.suggestion.efectos_estructurados).toEqual([
      expect.objectContaining({
        opciones: [
          {
            descripcion_opcion: 'Roba una carta.',
            costo: [],
            acciones: [{ accion: 'draw', parametros: { cantidad: 1, destino: 'HAND' } }],
          },
        ],
      }),
    ]);
    expect((await readStored(body.suggestionId, structuredApp)).rawReply).toBe(STRUCTURED_REPLY);
  });
});
