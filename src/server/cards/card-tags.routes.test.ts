import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { cardListSchema } from '../../contract/cards';
import { CARD_WRITE_PATHS, cardWriteResponseSchema } from '../../contract/card-writes';
import { formatCatalogue, parseCatalogueText } from '../catalogue/catalogue-file';
import { importCatalogue } from '../catalogue/catalogue-import.service';
import { validateCatalogue } from '../catalogue/catalogue-validation';
import { listCards } from './cards.repository';
import { makeCard } from '../testing/card-factory';
import { makeCardFields } from '../testing/card-fields-factory';
import { createCardEditRequests } from '../testing/card-edit-requests';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

const DRAW_EFFECT = {
  descripcion: 'Roba una carta.',
  tipo_habilidad: 'activada',
  limite_por_turno: 1,
  fase_activacion: ['Vigilia'],
  trigger: [],
  opciones: [
    {
      descripcion_opcion: 'Roba una carta.',
      costo: [],
      acciones: [{ accion: 'draw', objetivo: { selector: 'propio' }, parametros: { cantidad: 1 } }],
    },
  ],
};

describe.each(listTestDatabaseKinds())("an editor's ability tag correction on %s", (kind) => {
  const testApp = useSeededTestApp(kind);
  let editor: SignedInAccount;

  beforeAll(async () => {
    editor = await signInAs(testApp, 'editor', { name: 'Editora de Etiquetas' });
  });

  const { loadForEditing, save, readHistory } = createCardEditRequests(testApp, () => editor);

  it('serves cards nobody corrected as following their effects', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });

    expect(cardListSchema.parse(response.json()).map((card) => card.etiquetas)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('stores a correction in vocabulary order without repeats, in the history and the catalogue', async () => {
    const { card, version } = await loadForEditing(2);

    const response = await save(2, {
      card: { ...card, etiquetas: ['imbloqueable', 'roba', 'imbloqueable'] },
      version,
    });

    expect(response.statusCode).toBe(200);
    expect(cardWriteResponseSchema.parse(response.json()).card.etiquetas).toEqual([
      'roba',
      'imbloqueable',
    ]);
    const [revision] = await readHistory(2);
    expect(revision?.before?.etiquetas).toBeNull();
    expect(revision?.after.etiquetas).toEqual(['roba', 'imbloqueable']);
    const catalogue = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });
    expect(cardListSchema.parse(catalogue.json()).find((stored) => stored.id === 2)).toMatchObject({
      etiquetas: ['roba', 'imbloqueable'],
    });
  });

  it('keeps an empty correction apart from none, and goes back to the automatic tags', async () => {
    const loaded = await loadForEditing(1);
    const emptied = await save(1, {
      card: { ...loaded.card, etiquetas: [] },
      version: loaded.version,
    });
    expect(emptied.statusCode).toBe(200);
    const afterEmpty = await loadForEditing(1);
    expect(afterEmpty.card.etiquetas).toEqual([]);

    const cleared = await save(1, {
      card: { ...afterEmpty.card, etiquetas: null },
      version: afterEmpty.version,
    });

    expect(cleared.statusCode).toBe(200);
    const history = await readHistory(1);
    expect(
      history.map((revision) => [revision.before?.etiquetas, revision.after.etiquetas]),
    ).toEqual([
      [[], null],
      [null, []],
    ]);
  });

  it('creates a card with a correction', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: editor.headers,
      payload: {
        card: makeCardFields({
          nombre: 'Vidente',
          habilidades: [DRAW_EFFECT],
          etiquetas: ['busca'],
        }),
      },
    });

    expect(response.statusCode).toBe(201);
    const created = cardWriteResponseSchema.parse(response.json()).card;
    expect(created.etiquetas).toEqual(['busca']);
    const [revision] = await readHistory(created.id);
    expect(revision?.after.etiquetas).toEqual(['busca']);
  });

  it.each([
    { name: 'an unknown tag id', etiquetas: ['vuela'] },
    { name: 'a label instead of an id', etiquetas: ['genera oro'] },
    { name: 'a list of numbers', etiquetas: [1] },
    { name: 'a single tag outside a list', etiquetas: 'roba' },
  ])('refuses $name with 400 naming etiquetas, storing nothing', async ({ etiquetas }) => {
    const { card, version } = await loadForEditing(3);

    const response = await save(3, { card: { ...card, etiquetas }, version });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('etiquetas');
    expect((await loadForEditing(3)).version).toBe(version);
  });

  /** A catalogue file's cards as an import reads them, or its problems thrown. */
  function readCards(text: string, format: 'json' | 'csv') {
    const read = parseCatalogueText(text, format);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    return validateCatalogue(read.data);
  }

  it('round-trips corrections through JSON and CSV exports and imports, and reads tag names in CSV', async () => {
    const catalogue = [
      makeCard({ id: 1, nombre: 'Sin Corregir', habilidades: [DRAW_EFFECT] }),
      makeCard({ id: 2, nombre: 'Sin Etiquetas', etiquetas: [] }),
      makeCard({ id: 3, nombre: 'Corregida', etiquetas: ['genera-oro', 'imbloqueable'] }),
    ];
    const imported = await importCatalogue(testApp.database.db, catalogue, { mode: 'replace' });
    expect(imported.ok).toBe(true);

    for (const format of ['json', 'csv'] as const) {
      const exported = formatCatalogue(await listCards(testApp.database.db), format);
      const read = readCards(exported, format);
      expect(read.ok && read.cards.map((card) => card.etiquetas)).toEqual([
        null,
        [],
        ['genera-oro', 'imbloqueable'],
      ]);
    }
    const csv = formatCatalogue(await listCards(testApp.database.db), 'csv');
    expect(csv).toContain('"[""genera-oro"",""imbloqueable""]"');
    const typed = csv.replace('"[""genera-oro"",""imbloqueable""]"', '"Genera Oro, imbloqueable"');
    const read = readCards(typed, 'csv');
    expect(read.ok && read.cards[2]?.etiquetas).toEqual(['genera-oro', 'imbloqueable']);
  });

  it('imports a file without the field as following the effects, and names a bad tag', async () => {
    const withoutField = JSON.stringify([{ ...makeCard({ id: 7 }), etiquetas: undefined }]);
    const read = readCards(withoutField, 'json');
    expect(read.ok && read.cards[0]?.etiquetas).toBeNull();

    const bad = readCards(JSON.stringify([makeCard({ id: 8, etiquetas: ['vuela'] })]), 'json');

    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems[0]?.field).toBe('etiquetas.0');
  });
});
