import { describe, expect, it } from 'vitest';
import { summariseCatalogueDiff } from '../../domain/cards/catalogue-diff';
import { listCards } from '../cards/cards.repository';
import { makeCard } from '../testing/card-factory';
import { useSeededDatabase } from '../testing/seeded-database';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { importCatalogue } from './catalogue-import.service';
import { readCatalogueRevision } from './catalogue-revision';
import { getCatalogueInfo } from './catalogue.service';

describe.each(listTestDatabaseKinds())('catalogue import modes on %s', (kind) => {
  const seeded = useSeededDatabase(kind);

  it('replaces the whole catalogue: demo cards absent from the file are removed', async () => {
    const revisionBefore = await readCatalogueRevision(seeded.database.db);
    const kept = { ...seeded.fixture.cards[1]!, coste: 4 };
    const added = makeCard({ id: 500, nombre: 'Guardiana del Puerto' });

    const result = await importCatalogue(seeded.database.db, [kept, added], { mode: 'replace' });

    expect(result.ok && summariseCatalogueDiff(result.diff)).toEqual({
      counts: { added: 1, changed: 1, unchanged: 0, removed: 2 },
      added: [{ id: 500, nombre: 'Guardiana del Puerto' }],
      changed: [{ id: 2, nombre: 'Espada Rúnica', fields: ['coste'] }],
      unchanged: [],
      removed: [
        { id: 1, nombre: 'Caballero del Alba' },
        { id: 3, nombre: 'Oro' },
      ],
    });
    expect(await listCards(seeded.database.db)).toEqual([kept, added]);
    expect(await getCatalogueInfo(seeded.database.db)).toEqual({
      source: 'imported',
      cardCount: 2,
    });
    expect(await readCatalogueRevision(seeded.database.db)).toBe(revisionBefore + 1);
  });

  it('answers a dry run with the diff and writes nothing', async () => {
    const revisionBefore = await readCatalogueRevision(seeded.database.db);
    const file = [seeded.fixture.cards[0]!, makeCard({ id: 77, nombre: 'Vigía' })];

    const result = await importCatalogue(seeded.database.db, file, {
      mode: 'replace',
      dryRun: true,
    });

    expect(result).toMatchObject({ ok: true, dryRun: true, source: 'imported', cardCount: 2 });
    expect(result.ok && result.diff.removed.map((card) => card.id)).toEqual([2, 3]);
    expect(result.ok && result.diff.unchanged.map((card) => card.id)).toEqual([1]);
    expect(await listCards(seeded.database.db)).toEqual(seeded.fixture.cards);
    expect(await getCatalogueInfo(seeded.database.db)).toEqual({ source: 'demo', cardCount: 3 });
    expect(await readCatalogueRevision(seeded.database.db)).toBe(revisionBefore);
  });

  it('calls a merge that names every card imported, and moves the revision once', async () => {
    const revisionBefore = await readCatalogueRevision(seeded.database.db);
    const file = [...seeded.fixture.cards, makeCard({ id: 40 }), makeCard({ id: 41 })];

    const result = await importCatalogue(seeded.database.db, file);

    expect(result.ok && summariseCatalogueDiff(result.diff).counts).toEqual({
      added: 2,
      changed: 0,
      unchanged: 3,
      removed: 0,
    });
    expect(await getCatalogueInfo(seeded.database.db)).toEqual({
      source: 'imported',
      cardCount: 5,
    });
    expect(await readCatalogueRevision(seeded.database.db)).toBe(revisionBefore + 1);
  });

  it('keeps an imported catalogue imported when a later merge names only some cards', async () => {
    await importCatalogue(seeded.database.db, [makeCard({ id: 1 }), makeCard({ id: 2 })], {
      mode: 'replace',
    });

    await importCatalogue(seeded.database.db, [makeCard({ id: 3, nombre: 'Tercera' })]);

    expect(await getCatalogueInfo(seeded.database.db)).toEqual({
      source: 'imported',
      cardCount: 3,
    });
  });

  it('names the first twenty cards of each kind and counts the rest', async () => {
    const file = Array.from({ length: 25 }, (_, index) => makeCard({ id: 1000 + index }));

    const result = await importCatalogue(seeded.database.db, file, {
      mode: 'replace',
      dryRun: true,
    });

    const summary = result.ok ? summariseCatalogueDiff(result.diff) : null;
    expect(summary?.counts.added).toBe(25);
    expect(summary?.added).toHaveLength(20);
    expect(summary?.added[19]).toEqual({ id: 1019, nombre: 'Carta de Prueba 1019' });
  });

  it('sees no change in structured effects whose keys the database stored in another order', async () => {
    const effects = [{ tipo: 'robar', objetivo: 'propio', cantidad: 2 }];
    const card = makeCard({ id: 90, habilidades: effects });
    await importCatalogue(seeded.database.db, [card]);
    const reordered = [{ cantidad: 2, objetivo: 'propio', tipo: 'robar' }];

    const result = await importCatalogue(
      seeded.database.db,
      [{ ...card, habilidades: reordered }],
      {
        dryRun: true,
      },
    );

    expect(result.ok && result.diff.unchanged.map(({ id }) => id)).toEqual([90]);
  });

  it('reports, per format, the list entries the resulting catalogue has no card for', async () => {
    const file = [
      makeCard({ id: 1, nombre: 'Cadena-Espiritual' }),
      makeCard({ id: 2, nombre: 'Romulo y Rem' }),
    ];

    const result = await importCatalogue(seeded.database.db, file, {
      mode: 'replace',
      dryRun: true,
    });

    const formatoLibre = result.ok
      ? result.unresolved.find(({ key }) => key === 'formatoLibre')
      : null;
    const names = formatoLibre?.entries.map((entry) => entry.nombre) ?? [];
    expect(names).toContain('Absalon');
    expect(names).not.toContain('Cadena Espiritual');
    expect(formatoLibre?.entries.find((entry) => entry.nombre === 'Rómulo y Remo')).toMatchObject({
      list: 'banned',
      suggestions: ['Romulo y Rem'],
    });
  });
});
