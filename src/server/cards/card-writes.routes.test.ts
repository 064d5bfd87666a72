import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_PATHS, cardSuggestionResponseSchema } from '../../contract/ai';
import { API_PATHS } from '../../contract/api-paths';
import { cardListSchema } from '../../contract/cards';
import {
  CARD_WRITE_PATHS,
  cardRevisionListSchema,
  cardWriteResponseSchema,
  versionedCardSchema,
} from '../../contract/card-writes';
import { errorBodySchema } from '../../contract/errors';
import { aiSuggestions } from '../db/ai-schema';
import { makeCardFields } from '../testing/card-fields-factory';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('card writes on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  let editor: SignedInAccount;

  beforeAll(async () => {
    editor = await signInAs(testApp, 'editor', { name: 'Editora Ejemplar' });
  });

  async function readCard(id: number) {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.card(id) });
    return versionedCardSchema.parse(response.json());
  }

  async function readRevisions(id: number) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: CARD_WRITE_PATHS.revisions(id),
      headers: { cookie: editor.cookie },
    });
    return cardRevisionListSchema.parse(response.json());
  }

  function createCard(card: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: editor.headers,
      payload: { card },
    });
  }

  function updateCard(id: number, payload: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'PUT',
      url: CARD_WRITE_PATHS.card(id),
      headers: editor.headers,
      payload,
    });
  }

  it('serves each card with the version an edit must name', async () => {
    const card = await readCard(2);

    expect(card).toEqual({ ...testApp.fixture.cards[1], version: 1 });
  });

  it('creates a card with the next free id when the editor leaves the id empty', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });

    const response = await createCard({ ...makeCardFields({ nombre: 'Dragón Nuevo' }), id: '' });

    expect(response.statusCode).toBe(201);
    const created = cardWriteResponseSchema.parse(response.json());
    expect(created.version).toBe(1);
    expect(created.card).toMatchObject({ nombre: 'Dragón Nuevo' });
    expect(created.card.id).toBeGreaterThan(3);
    const after = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.cards,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(cardListSchema.parse(after.json())).toContainEqual(created.card);
    const [revision] = await readRevisions(created.card.id);
    expect(revision).toMatchObject({ version: 1, before: null, after: created.card });
  });

  it('creates a card with the id the editor chose', async () => {
    const response = await createCard({ ...makeCardFields(), id: '5000' });

    expect(response.statusCode).toBe(201);
    expect(cardWriteResponseSchema.parse(response.json()).card.id).toBe(5000);
  });

  it('refuses to create a card over an existing id and stores nothing', async () => {
    const before = await readDatabaseState(testApp.database.db);

    const response = await createCard({ ...makeCardFields({ nombre: 'Impostora' }), id: 1 });

    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'card_exists',
      message: 'Ya existe una carta con el id 1.',
    });
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  it('coerces the form as the card form rules say: whole numbers, known types, parsed effects', async () => {
    const effects = [{ descripcion: 'Roba una carta', tipo_habilidad: 'activada' }];

    const response = await createCard({
      ...makeCardFields(),
      tipo: 'Talismán',
      coste: '3 oros',
      fuerza: 'mucha',
      habilidades: JSON.stringify(effects),
    });

    expect(response.statusCode).toBe(201);
    expect(cardWriteResponseSchema.parse(response.json()).card).toMatchObject({
      tipo: 'talisman',
      coste: 3,
      fuerza: 0,
      habilidades: effects,
    });
  });

  it.each([
    ['card.nombre', { nombre: '   ' }],
    ['card.tipo', { tipo: 'dragón' }],
    ['card.habilidades', { habilidades: 'esto no es JSON' }],
    ['card.edicion', { edicion: undefined }],
    ['card.id', { id: 'abc' }],
    ['card.coste', { coste: '99999999999' }],
  ])('answers a card with a bad %s with 400 naming the field', async (field, change) => {
    const response = await createCard({ ...makeCardFields(), ...change });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain(`«${field}»`);
  });

  it('saves an edit made on the current version and records who changed what', async () => {
    const loaded = await readCard(3);
    const before = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });
    const { version, ...card } = loaded;

    const response = await updateCard(3, {
      card: { ...card, habilidad: 'Genera un oro.', revisada: true },
      version,
    });

    expect(response.statusCode).toBe(200);
    const saved = cardWriteResponseSchema.parse(response.json());
    expect(saved.version).toBe(version + 1);
    expect(saved.card).toEqual({ ...card, habilidad: 'Genera un oro.', revisada: true });
    expect(await readCard(3)).toEqual({ ...saved.card, version: saved.version });
    const [revision] = await readRevisions(3);
    expect(revision).toMatchObject({
      version: saved.version,
      author: { id: editor.user.id, name: 'Editora Ejemplar', email: editor.user.email },
      before: card,
      after: saved.card,
    });
    const catalogue = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });
    expect(catalogue.headers.etag).not.toBe(before.headers.etag);
  });

  it('treats saving an unchanged card as no change: same version, no new revision', async () => {
    const { version, ...card } = await readCard(2);
    const revisionsBefore = await readRevisions(2);

    const response = await updateCard(2, { card, version });

    expect(response.statusCode).toBe(200);
    expect(cardWriteResponseSchema.parse(response.json()).version).toBe(version);
    expect(await readRevisions(2)).toEqual(revisionsBefore);
  });

  it('records which fields the editor kept from the AI suggestion the edit started from', async () => {
    const reading = await testApp.app.inject({
      method: 'POST',
      url: AI_PATHS.cardSuggestion,
      headers: editor.headers,
      payload: { cardId: 2, mode: 'review' },
    });
    const { suggestionId } = cardSuggestionResponseSchema.parse(reading.json());
    const { version, ...card } = await readCard(2);

    const response = await updateCard(2, {
      card: { ...card, nombre: 'Espada Rúnica Mayor' },
      version,
      aiSuggestionId: suggestionId,
      keptFields: ['nombre', 'coste'],
    });

    expect(response.statusCode).toBe(200);
    const [stored] = await testApp.database.db
      .select({ keptFields: aiSuggestions.keptFields })
      .from(aiSuggestions)
      .where(eq(aiSuggestions.id, suggestionId));
    expect(stored?.keptFields).toEqual(['nombre', 'coste']);
  });

  it('saves the card even when the AI suggestion it names is unknown', async () => {
    const { version, ...card } = await readCard(2);

    const response = await updateCard(2, {
      card: { ...card, nombre: 'Espada Rúnica Menor' },
      version,
      aiSuggestionId: 'sugerencia-inexistente',
      keptFields: ['nombre'],
    });

    expect(response.statusCode).toBe(200);
  });

  it('answers kept fields that are not card fields with 400 naming them', async () => {
    const { version, ...card } = await readCard(2);

    const response = await updateCard(2, { card, version, keptFields: ['poder'] });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('«keptFields.0»');
  });

  it('refuses an edit whose card id differs from the id in the path', async () => {
    const { version, ...card } = await readCard(1);

    const response = await updateCard(2, { card, version });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('«card.id»');
  });

  it('answers an edit of an unknown card with 404', async () => {
    const response = await updateCard(777, { card: makeCardFields(), version: 1 });

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('card_not_found');
  });

  it('answers the history of an unknown card with 404', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: CARD_WRITE_PATHS.revisions(777),
      headers: { cookie: editor.cookie },
    });

    expect(response.statusCode).toBe(404);
  });

  it('keeps the history for editors: a player is refused with 403', async () => {
    const player = await signInAs(testApp, 'player');

    const response = await testApp.app.inject({
      method: 'GET',
      url: CARD_WRITE_PATHS.revisions(1),
      headers: { cookie: player.cookie },
    });

    expect(response.statusCode).toBe(403);
  });
});
