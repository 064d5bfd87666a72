import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { cardListSchema, catalogueInfoSchema } from '../../contract/cards';
import {
  CATALOGUE_UPLOAD_LIMIT_BYTES,
  catalogueImportRefusalSchema,
  catalogueImportResponseSchema,
} from '../../contract/catalogue-transfer';
import { listCards } from '../cards/cards.repository';
import { makeCard } from '../testing/card-factory';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { SAME_ORIGIN, signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { formatCatalogueCsv } from './catalogue-csv';

const TEXT = 'text/plain; charset=utf-8';

describe.each(listTestDatabaseKinds())('POST /api/catalogue/import on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  async function upload(
    query: string,
    payload: string,
    options: { role?: 'admin' | 'editor' | 'player' | null; contentType?: string } = {},
  ) {
    const { role = 'admin', contentType = TEXT } = options;
    const identity =
      role === null ? { origin: SAME_ORIGIN } : (await signInAs(testApp, role)).headers;
    return testApp.app.inject({
      method: 'POST',
      url: `${API_PATHS.catalogueImport}?${query}`,
      headers: { ...identity, 'content-type': contentType },
      payload,
    });
  }

  it('answers a dry run with the diff and writes nothing', async () => {
    const before = await listCards(testApp.database.db);
    const file = JSON.stringify([makeCard({ id: 300, nombre: 'Centinela Nueva' })]);

    const response = await upload('format=json&mode=replace&dryRun=true', file);

    expect(response.statusCode, response.body).toBe(200);
    const body = catalogueImportResponseSchema.parse(response.json());
    expect(body).toMatchObject({ dryRun: true, cardCount: 1, source: 'imported' });
    expect(body.diff.counts).toEqual({ added: 1, changed: 0, unchanged: 0, removed: 3 });
    expect(body.diff.added).toEqual([{ id: 300, nombre: 'Centinela Nueva' }]);
    expect(await listCards(testApp.database.db)).toEqual(before);
  });

  it('imports a CSV and serves the new cards on the next request', async () => {
    const csv = formatCatalogueCsv([makeCard({ id: 301, nombre: 'Heraldo del Alba' })]);

    const response = await upload('format=csv&mode=merge&dryRun=false', csv);

    expect(response.statusCode, response.body).toBe(200);
    expect(catalogueImportResponseSchema.parse(response.json())).toMatchObject({
      dryRun: false,
      source: 'mixed',
      diff: { counts: { added: 1, changed: 0, unchanged: 0, removed: 0 } },
    });
    const cards = cardListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: API_PATHS.cards })).json(),
    );
    expect(cards.map((card) => card.nombre)).toContain('Heraldo del Alba');
    const info = await testApp.app.inject({ method: 'GET', url: API_PATHS.catalogue });
    expect(catalogueInfoSchema.parse(info.json()).source).toBe('mixed');
  });

  it('refuses a file with a broken row with 422 naming the record and field', async () => {
    const before = await listCards(testApp.database.db);
    const csv = formatCatalogueCsv([
      makeCard({ id: 310 }),
      { ...makeCard({ id: 311 }), tipo: 'hechizo' as 'aliado' },
    ]);

    const response = await upload('format=csv&mode=merge&dryRun=false', csv);

    expect(response.statusCode).toBe(422);
    expect(catalogueImportRefusalSchema.parse(response.json()).problems).toEqual([
      expect.objectContaining({ index: 1, field: 'tipo' }),
    ]);
    expect(await listCards(testApp.database.db)).toEqual(before);
  });

  it.each([
    ['a visitor', null, 401, 'unauthenticated'],
    ['a player', 'player', 403, 'forbidden'],
    ['an editor', 'editor', 403, 'forbidden'],
  ] as const)('refuses %s (%s) with %i whatever the body', async (_who, role, status, error) => {
    for (const payload of ['', '{"no":', 'x'.repeat(CATALOGUE_UPLOAD_LIMIT_BYTES + 10)]) {
      const response = await upload('format=nada', payload, { role });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
  });

  it('refuses a file over the limit with 413 naming the limit', async () => {
    const response = await upload(
      'format=json&dryRun=true',
      'x'.repeat(CATALOGUE_UPLOAD_LIMIT_BYTES + 1),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'payload_too_large',
      message: expect.stringContaining('25 MB'),
    });
  });

  it('asks for the file as text, and names a bad query field', async () => {
    const asJson = await upload('format=json', '[]', { contentType: 'application/json' });
    expect(asJson.statusCode).toBe(415);

    const badMode = await upload('format=json&mode=borrar', '[]');
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json()).toMatchObject({ message: expect.stringContaining('«mode»') });
  });
});
