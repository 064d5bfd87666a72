import { describe, expect, it } from 'vitest';
import { listCards } from '../cards/cards.repository';
import { makeCard } from '../testing/card-factory';
import { useSeededDatabase } from '../testing/seeded-database';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { CATALOGUE_CSV_COLUMNS, formatCatalogueCsv } from './catalogue-csv';
import { parseCatalogueText, type CatalogueFormat } from './catalogue-file';
import { importCatalogue } from './catalogue-import.service';
import { readCatalogueRevision } from './catalogue-revision';
import { formatCatalogueProblem } from './catalogue-validation';
import { getCatalogueInfo } from './catalogue.service';

const goodCsv = formatCatalogueCsv([makeCard({ id: 70 }), makeCard({ id: 71 })]);
const [goodHeader = '', ...goodRows] = goodCsv.trimEnd().split('\n');

/** A JSON file of two cards, the second with its fields overridden. */
function jsonWithSecond(overrides: Record<string, unknown>): string {
  return JSON.stringify([makeCard({ id: 80 }), { ...makeCard({ id: 81 }), ...overrides }]);
}

const BAD_FILES: Array<[string, CatalogueFormat, string, RegExp]> = [
  ['text that is not JSON', 'json', 'id;nombre\n1;Carta', /no es JSON válido/],
  ['JSON that is not a list', 'json', '{"cartas": []}', /debe ser una lista/],
  ['binary bytes as CSV', 'csv', '\u0000\u0001PK\u0003\u0004', /no es un campo de carta/],
  ['a CSV row with a missing cell', 'csv', `${goodHeader}\n70,Carta`, /no es un CSV válido/],
  ['an unclosed quote', 'csv', `${goodHeader}\n"70,Carta`, /no es un CSV válido/],
  [
    'a header with an unknown column',
    'csv',
    `${goodHeader.replace('nombre', 'name')}\n${goodRows.join('\n')}`,
    /«name» no es un campo de carta/,
  ],
  [
    'a header without a column',
    'csv',
    goodCsv.replace('id,', '').replace(/^70,|^71,/gm, ''),
    /Falta la columna «id»/,
  ],
  ['an empty CSV', 'csv', '', /falta la fila de cabecera/],
  ['a CSV effects cell that is not JSON', 'csv', goodCsv.replace('[]', '[{'), /no es JSON/],
  ['duplicate ids', 'json', jsonWithSecond({ id: 80 }), /El id 80 ya aparece en la posición 0/],
  ['id zero', 'json', jsonWithSecond({ id: 0 }), /id/],
  ['a negative id', 'json', jsonWithSecond({ id: -3 }), /id/],
  ['a fractional id', 'json', jsonWithSecond({ id: 2.5 }), /id/],
  ['an id in letters (CSV)', 'csv', goodCsv.replace(/^71,/m, 'setenta,'), /id/],
  ['a type outside the five', 'json', jsonWithSecond({ tipo: 'hechizo' }), /tipo/],
  ['a name over its limit', 'json', jsonWithSecond({ nombre: 'A'.repeat(5000) }), /nombre/],
  [
    'an ability over its limit',
    'json',
    jsonWithSecond({ habilidad: 'palabra '.repeat(20_000) }),
    /habilidad/,
  ],
];

describe.each(listTestDatabaseKinds())('bad catalogue files on %s', (kind) => {
  const seeded = useSeededDatabase(kind);

  it.each(BAD_FILES)(
    'refuses %s with a Spanish message and leaves the database as it was',
    async (_case, format, text, message) => {
      const revisionBefore = await readCatalogueRevision(seeded.database.db);

      const read = parseCatalogueText(text, format);
      const result = read.ok
        ? await importCatalogue(seeded.database.db, read.data, { mode: 'replace' })
        : read;

      expect(result.ok).toBe(false);
      const lines = result.ok ? [] : result.problems.map(formatCatalogueProblem);
      expect(lines.join('\n')).toMatch(message);
      expect(await listCards(seeded.database.db)).toEqual(seeded.fixture.cards);
      expect(await getCatalogueInfo(seeded.database.db)).toEqual({ source: 'demo', cardCount: 3 });
      expect(await readCatalogueRevision(seeded.database.db)).toBe(revisionBefore);
    },
  );

  it('reads a CSV whose columns come in another order', () => {
    const reordered = [...CATALOGUE_CSV_COLUMNS].reverse();
    const rows = [makeCard({ id: 90, nombre: 'Al Revés' })].map((card) =>
      reordered.map((column) => {
        const value = (card as unknown as Record<string, unknown>)[column];
        if (value === null) return '';
        return column === 'habilidades' ? JSON.stringify(value) : String(value);
      }),
    );
    const text = [reordered.join(','), ...rows.map((row) => row.join(','))].join('\n');

    const read = parseCatalogueText(text, 'csv');

    expect(read.ok && read.data).toEqual([makeCard({ id: 90, nombre: 'Al Revés' })]);
  });
});
