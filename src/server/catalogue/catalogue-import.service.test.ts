import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCards } from '../cards/cards.repository';
import { cards } from '../db/schema';
import { makeCard } from '../testing/card-factory';
import { useSeededDatabase } from '../testing/seeded-database';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { summariseCatalogueDiff } from '../../domain/cards/catalogue-diff';
import { importCatalogue } from './catalogue-import.service';
import { readCatalogueRevision } from './catalogue-revision';
import { getCatalogueInfo } from './catalogue.service';

describe.each(listTestDatabaseKinds())('catalogue import on %s', (kind) => {
  const seeded = useSeededDatabase(kind);

  it('rejects a file with a bad record, reporting where, and writes nothing', async () => {
    const revisionBefore = await readCatalogueRevision(seeded.database.db);
    const file = [
      makeCard({ id: 1, nombre: 'Cambiada' }),
      makeCard({ id: 50 }),
      { ...makeCard({ id: 51 }), fuerza: 'cuatro' },
    ];

    const result = await importCatalogue(seeded.database.db, file);

    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.objectContaining({ index: 2, field: 'fuerza' }),
    ]);
    expect(await listCards(seeded.database.db)).toEqual(seeded.fixture.cards);
    expect(await getCatalogueInfo(seeded.database.db)).toEqual({ source: 'demo', cardCount: 3 });
    expect(await readCatalogueRevision(seeded.database.db)).toBe(revisionBefore);
  });

  it('merges a good file by id, keeping the demo cards it does not name (mixed)', async () => {
    const renamed = makeCard({
      id: 2,
      nombre: 'Espada Rúnica Revisada',
      tipo: 'arma',
      revisada: true,
    });
    const added = makeCard({ id: 10, nombre: 'Druida del Bosque' });

    const result = await importCatalogue(seeded.database.db, [renamed, added]);

    expect(result).toMatchObject({ ok: true, cardCount: 2, source: 'mixed', dryRun: false });
    expect(result.ok && summariseCatalogueDiff(result.diff)).toEqual({
      counts: { added: 1, changed: 1, unchanged: 0, removed: 0 },
      added: [{ id: 10, nombre: 'Druida del Bosque' }],
      changed: [
        {
          id: 2,
          nombre: 'Espada Rúnica Revisada',
          fields: ['nombre', 'coste', 'fuerza', 'raza', 'revisada'],
        },
      ],
      unchanged: [],
      removed: [],
    });
    expect(await listCards(seeded.database.db)).toEqual([
      seeded.fixture.cards[0],
      renamed,
      seeded.fixture.cards[2],
      added,
    ]);
    expect(await getCatalogueInfo(seeded.database.db)).toEqual({ source: 'mixed', cardCount: 4 });
  });

  it('raises the version of changed cards only, so open edits of unchanged ones stay valid', async () => {
    const [first, second] = seeded.fixture.cards;
    if (!first || !second) throw new Error('the fixture has at least two cards');
    const readVersions = async () =>
      (
        await seeded.database.db
          .select({ id: cards.id, version: cards.version })
          .from(cards)
          .orderBy(cards.id)
      )
        .slice(0, 2)
        .map((row) => row.version);

    await importCatalogue(seeded.database.db, [first, { ...second, coste: 5 }]);

    expect(await readVersions()).toEqual([1, 2]);
  });

  it('reports progress every thousand cards of a large file', async () => {
    const file = Array.from({ length: 2500 }, (_, index) => makeCard({ id: 100 + index }));
    const progress: Array<[number, number]> = [];

    const result = await importCatalogue(seeded.database.db, file, {
      onProgress: (stored, total) => progress.push([stored, total]),
    });

    expect(result.ok).toBe(true);
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
    expect((await getCatalogueInfo(seeded.database.db)).cardCount).toBe(2503);
  });

  it('rolls everything back when the database refuses a record', async () => {
    // A rule only the database knows, so the second record passes validation and is refused there.
    await seeded.database.db.execute(
      sql`alter table cards add constraint refused_in_test check (nombre <> 'Rechazada')`,
    );
    const file = [makeCard({ id: 60 }), makeCard({ id: 61, nombre: 'Rechazada' })];

    const result = await importCatalogue(seeded.database.db, file);

    expect(result.ok ? [] : result.problems).toEqual([
      expect.objectContaining({ index: null, reason: expect.stringContaining('rechazó') }),
    ]);
    expect(await listCards(seeded.database.db)).toEqual(seeded.fixture.cards);
  });
});
