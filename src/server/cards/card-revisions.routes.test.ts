import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import {
  CARD_CONFLICT_MESSAGE,
  CARD_WRITE_PATHS,
  cardConflictSchema,
  cardRevisionListSchema,
  cardWriteResponseSchema,
  versionedCardSchema,
} from '../../contract/card-writes';
import { errorBodySchema } from '../../contract/errors';
import { cardRevisions } from '../db/schema';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('card history and concurrent edits on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  let alba: SignedInAccount;
  let bruno: SignedInAccount;

  beforeAll(async () => {
    alba = await signInAs(testApp, 'editor', { name: 'Alba' });
    bruno = await signInAs(testApp, 'admin', { name: 'Bruno' });
  });

  async function loadForEditing(id: number) {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.card(id) });
    const { version, ...card } = versionedCardSchema.parse(response.json());
    return { card, version };
  }

  function save(who: SignedInAccount, id: number, payload: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'PUT',
      url: CARD_WRITE_PATHS.card(id),
      headers: who.headers,
      payload,
    });
  }

  function restore(who: SignedInAccount, id: number, revision: number, version: number) {
    return testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.restore(id, revision),
      headers: who.headers,
      payload: { version },
    });
  }

  async function readHistory(id: number) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: CARD_WRITE_PATHS.revisions(id),
      headers: { cookie: alba.cookie },
    });
    expect(response.statusCode).toBe(200);
    return cardRevisionListSchema.parse(response.json());
  }

  it('never overwrites silently: the second of two editors of one version gets 409 and keeps both accepted revisions', async () => {
    const albasCopy = await loadForEditing(1);
    const brunosCopy = await loadForEditing(1);

    const first = await save(alba, 1, {
      card: { ...albasCopy.card, habilidad: 'Texto de Alba.' },
      version: albasCopy.version,
    });
    const second = await save(bruno, 1, {
      card: { ...brunosCopy.card, raza: 'Dragón' },
      version: brunosCopy.version,
    });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    const conflict = cardConflictSchema.parse(second.json());
    expect(conflict.message).toBe(CARD_CONFLICT_MESSAGE);
    expect(conflict.current).toEqual(cardWriteResponseSchema.parse(first.json()));

    const merged = await save(bruno, 1, {
      card: { ...conflict.current.card, raza: 'Dragón' },
      version: conflict.current.version,
    });

    expect(merged.statusCode).toBe(200);
    const history = await readHistory(1);
    expect(history.map(({ author, after }) => [author.name, after.habilidad, after.raza])).toEqual([
      ['Bruno', 'Texto de Alba.', 'Dragón'],
      ['Alba', 'Texto de Alba.', albasCopy.card.raza],
    ]);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const { card, version } = await loadForEditing(2);

    const responses = await Promise.all([
      save(alba, 2, { card: { ...card, nombre: 'Espada de Alba' }, version }),
      save(bruno, 2, { card: { ...card, nombre: 'Espada de Bruno' }, version }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200);
    const stored = await loadForEditing(2);
    expect(stored).toEqual(cardWriteResponseSchema.parse(winner?.json()));
    expect(await readHistory(2)).toHaveLength(1);
  });

  it('lists the history newest first with author, time and both sides of each change', async () => {
    const start = await loadForEditing(3);
    const firstSave = await save(alba, 3, {
      card: { ...start.card, flavor_text: 'Brilla.' },
      version: start.version,
    });
    const afterFirst = cardWriteResponseSchema.parse(firstSave.json());
    await save(bruno, 3, {
      card: { ...afterFirst.card, flavor_text: 'Brilla mucho.' },
      version: afterFirst.version,
    });

    const history = await readHistory(3);

    expect(
      history.map(({ version, author, before, after }) => ({
        version,
        author: author.name,
        before: before?.flavor_text,
        after: after.flavor_text,
      })),
    ).toEqual([
      { version: 3, author: 'Bruno', before: 'Brilla.', after: 'Brilla mucho.' },
      { version: 2, author: 'Alba', before: start.card.flavor_text, after: 'Brilla.' },
    ]);
    for (const revision of history) {
      expect(new Date(revision.createdAt).toISOString()).toBe(revision.createdAt);
    }
  });

  it('restores an earlier revision as a new revision on top of the history', async () => {
    const [newest, older] = await readHistory(3);
    if (newest === undefined || older === undefined) throw new Error('history of card 3 missing');

    const response = await restore(alba, 3, older.id, newest.version);

    expect(response.statusCode).toBe(200);
    const restored = cardWriteResponseSchema.parse(response.json());
    expect(restored).toEqual({ card: older.after, version: newest.version + 1 });
    expect(await loadForEditing(3)).toEqual(restored);
    const [restoration] = await readHistory(3);
    expect(restoration).toMatchObject({
      version: restored.version,
      author: { name: 'Alba' },
      before: newest.after,
      after: older.after,
    });
  });

  it('refuses to restore over a version the editor has not seen', async () => {
    const [newest, older] = await readHistory(3);
    if (newest === undefined || older === undefined) throw new Error('history of card 3 missing');
    const before = await readDatabaseState(testApp.database.db);

    const response = await restore(bruno, 3, older.id, newest.version - 1);

    expect(response.statusCode).toBe(409);
    expect(cardConflictSchema.parse(response.json()).current.version).toBe(newest.version);
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  it.each([
    [
      'a javascript: image address',
      { ruta_completa: 'javascript:alert(1)' },
      'Esta revisión no se puede restaurar: el campo «ruta_completa» ya no es válido (debe ser una URL http o https, o una ruta de la aplicación que empiece por «/»).',
    ],
    [
      'a 100,000-character name',
      { nombre: 'x'.repeat(100_000) },
      'Esta revisión no se puede restaurar: el campo «nombre» ya no es válido (Demasiado grande: se esperaba que texto tuviera <=200 caracteres).',
    ],
  ])(
    'refuses with 409 to restore a revision stored before today’s bounds, holding %s',
    async (_case, fields, expected) => {
      const current = await loadForEditing(2);
      const [oldRevision] = await testApp.database.db
        .insert(cardRevisions)
        .values({
          cardId: 2,
          version: current.version,
          changedBy: alba.user.id,
          before: null,
          after: { ...current.card, ...fields },
        })
        .returning({ id: cardRevisions.id });
      const before = await readDatabaseState(testApp.database.db);

      const response = await restore(alba, 2, oldRevision?.id ?? 0, current.version);

      expect(response.statusCode).toBe(409);
      expect(errorBodySchema.parse(response.json())).toEqual({
        error: 'revision_not_storable',
        message: expected,
      });
      expect(await readDatabaseState(testApp.database.db)).toEqual(before);
      expect(await loadForEditing(2)).toEqual(current);
    },
  );

  it('answers a revision of another card with 404', async () => {
    const [revisionOfCardThree] = await readHistory(3);
    const { version } = await loadForEditing(1);

    const response = await restore(alba, 1, revisionOfCardThree?.id ?? 0, version);

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('revision_not_found');
  });
});
