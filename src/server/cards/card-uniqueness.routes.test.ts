import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { cardListSchema } from '../../contract/cards';
import { CARD_WRITE_PATHS, cardWriteResponseSchema } from '../../contract/card-writes';
import { cards } from '../db/schema';
import { makeCardFields } from '../testing/card-fields-factory';
import { createCardEditRequests } from '../testing/card-edit-requests';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())("an editor's uniqueness override on %s", (kind) => {
  const testApp = useSeededTestApp(kind);
  let editor: SignedInAccount;

  beforeAll(async () => {
    editor = await signInAs(testApp, 'editor', { name: 'Editora de Únicas' });
  });

  const { loadForEditing, save, readHistory } = createCardEditRequests(testApp, () => editor);

  async function readCatalogueCard(id: number) {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });
    return cardListSchema.parse(response.json()).find((card) => card.id === id);
  }

  it('serves cards nobody decided on as following their text', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });

    expect(cardListSchema.parse(response.json()).map((card) => card.unica)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('stores an editor marking a card unique, in the history and in the catalogue', async () => {
    const { card, version } = await loadForEditing(2);

    const response = await save(2, { card: { ...card, unica: true }, version });

    expect(response.statusCode).toBe(200);
    expect(cardWriteResponseSchema.parse(response.json()).card.unica).toBe(true);
    const [revision] = await readHistory(2);
    expect(revision?.before?.unica).toBeNull();
    expect(revision?.after.unica).toBe(true);
    expect(await readCatalogueCard(2)).toMatchObject({ id: 2, unica: true });
    const [row] = await testApp.database.db
      .select({ unica: cards.unica })
      .from(cards)
      .where(eq(cards.id, 2));
    expect(row?.unica).toBe(true);
  });

  it("stores an editor's 'No' over a 'Carta Única' text, and back to following the text", async () => {
    const loaded = await loadForEditing(1);
    expect(loaded.card.habilidad).toBe('Carta Única.');

    const refused = await save(1, {
      card: { ...loaded.card, unica: false },
      version: loaded.version,
    });
    expect(refused.statusCode).toBe(200);
    const afterNo = await loadForEditing(1);
    expect(afterNo.card.unica).toBe(false);

    const cleared = await save(1, {
      card: { ...afterNo.card, unica: null },
      version: afterNo.version,
    });
    expect(cleared.statusCode).toBe(200);
    const history = await readHistory(1);
    expect(history.map((revision) => [revision.before?.unica, revision.after.unica])).toEqual([
      [false, null],
      [null, false],
    ]);
    expect(await readCatalogueCard(1)).toMatchObject({ unica: null });
  });

  it('creates a card with the override set', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: editor.headers,
      payload: { card: makeCardFields({ nombre: 'Dragón Solitario', unica: true }) },
    });

    expect(response.statusCode).toBe(201);
    const created = cardWriteResponseSchema.parse(response.json()).card;
    expect(created.unica).toBe(true);
    const [revision] = await readHistory(created.id);
    expect(revision?.after.unica).toBe(true);
  });

  it('reads an edit sent without the field as following the text, like any omitted field', async () => {
    const loaded = await loadForEditing(3);
    await save(3, { card: { ...loaded.card, unica: true }, version: loaded.version });
    const { card, version } = await loadForEditing(3);
    const withoutOverride = Object.fromEntries(
      Object.entries(card).filter(([field]) => field !== 'unica'),
    );

    const response = await save(3, {
      card: { ...withoutOverride, nombre: 'Oro Antiguo' },
      version,
    });

    expect(response.statusCode).toBe(200);
    expect(cardWriteResponseSchema.parse(response.json()).card).toMatchObject({
      nombre: 'Oro Antiguo',
      unica: null,
    });
  });

  it('refuses an override that is not yes, no or null with 400', async () => {
    const { card, version } = await loadForEditing(2);

    const response = await save(2, { card: { ...card, unica: 'sí' }, version });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('unica');
  });
});
