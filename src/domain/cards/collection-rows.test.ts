import { describe, expect, it } from 'vitest';
import {
  readCollectionRows,
  refuseMalformedCollectionCsv,
  toCollectionCsvRecords,
  type CollectionCsvRecord,
} from './collection-rows';

const CATALOGUE = [
  { id: 1, nombre: 'Caballero del Alba' },
  { id: 2, nombre: 'Espada Rúnica' },
  { id: 3, nombre: 'Oro' },
  { id: 4, nombre: 'Templario' },
  // A reprint: its name means the first printing.
  { id: 9, nombre: 'Espada Rúnica' },
];

const LIMITS = { copies: 999, rows: 5_000 };

/** Records as csv-parse gives them, one a line from the header on. */
function records(...lines: string[][]): CollectionCsvRecord[] {
  return lines.map((cells, index) => ({ line: index + 1, cells }));
}

function read(...lines: string[][]) {
  return readCollectionRows(records(...lines), CATALOGUE, LIMITS);
}

describe('readCollectionRows', () => {
  it('resolves names like the banlists do, adds up lines of one card and reports the others', () => {
    expect(
      read(
        ['nombre', 'cantidad', 'id'],
        ['templario', '2', ''],
        ['ESPADA RUNICA', '1', ''],
        ['Espada Runica', '3', ''],
        ['Templaro', '1', ''],
        ['Oro', '-1', ''],
        ['', '1', '777'],
        ['Oro', '0', ''],
      ),
    ).toEqual({
      ok: true,
      cards: [
        { id: 4, count: 2 },
        { id: 2, count: 4 },
        { id: 3, count: 0 },
      ],
      unresolved: [
        { line: 5, nombre: 'Templaro', reason: expect.stringContaining('«Templario»?') },
        { line: 6, nombre: 'Oro', reason: expect.stringContaining('entre 0 y 999.') },
        { line: 7, nombre: '', reason: 'No hay ninguna carta con el id 777.' },
      ],
    });
    expect(read(['nombre', 'cantidad'], ['Templaro', '1'])).toMatchObject({
      unresolved: [{ reason: 'No hay ninguna carta con ese nombre. ¿Quisiste decir «Templario»?' }],
    });
  });

  it('takes the id unless the name names another card, and reads missing cells as empty', () => {
    expect(
      read(
        ['ID', ' Nombre ', 'cantidad'],
        ['4', '', '1'],
        ['1', 'Templario', '2'],
        ['', '', '3'],
        ['2'],
      ),
    ).toEqual({
      ok: true,
      cards: [{ id: 4, count: 3 }],
      unresolved: [
        { line: 4, nombre: '', reason: 'La fila no tiene id ni nombre.' },
        {
          line: 5,
          nombre: '',
          reason: 'La cantidad debe ser un número entero entre 0 y 999.',
        },
      ],
    });
  });

  it('keeps the line the parser gave and refuses a total over the copies allowed', () => {
    const result = readCollectionRows(
      [
        { line: 1, cells: ['id', 'cantidad'] },
        { line: 3, cells: ['1', '600'] },
        { line: 7, cells: ['1', '400'] },
      ],
      CATALOGUE,
      LIMITS,
    );

    expect(result).toEqual({
      ok: true,
      cards: [{ id: 1, count: 600 }],
      unresolved: [
        {
          line: 7,
          nombre: '',
          reason: 'Con las filas anteriores de esta carta supera 999 copias.',
        },
      ],
    });
  });

  it.each([
    ['an empty file', [], 'invalid_csv', 'El CSV está vacío: falta la fila de cabecera.'],
    [
      'an unknown column',
      [['carta', 'copias']],
      'invalid_csv',
      'La cabecera debe ser «id,nombre,cantidad»; la columna «carta» no se admite o se repite.',
    ],
    [
      'a repeated column',
      [['id', 'id', 'cantidad']],
      'invalid_csv',
      'La cabecera debe ser «id,nombre,cantidad»; la columna «id» no se admite o se repite.',
    ],
    [
      'no count column',
      [['id', 'nombre']],
      'invalid_csv',
      'Falta la columna «cantidad» en la primera fila.',
    ],
    [
      'neither id nor name',
      [['cantidad']],
      'invalid_csv',
      'La primera fila debe tener la columna «id» o «nombre».',
    ],
    [
      'more rows than allowed',
      [['id', 'cantidad'], ...Array.from({ length: 5_001 }, () => ['1', '0'])],
      'too_many_rows',
      'El archivo tiene 5001 filas; el máximo es 5000.',
    ],
  ])('applies nothing from %s', (_name, lines, error, message) => {
    expect(read(...lines)).toEqual({ ok: false, error, message });
  });

  it('states the limits it was given', () => {
    const result = readCollectionRows(
      records(['id', 'cantidad'], ['1', '4'], ['2', '1']),
      CATALOGUE,
      { copies: 3, rows: 1 },
    );

    expect(result).toEqual({
      ok: false,
      error: 'too_many_rows',
      message: 'El archivo tiene 2 filas; el máximo es 1.',
    });
  });
});

describe('refuseMalformedCollectionCsv', () => {
  it('refuses the file with the parser’s explanation', () => {
    expect(refuseMalformedCollectionCsv('Quote Not Closed')).toEqual({
      ok: false,
      error: 'invalid_csv',
      message: 'El archivo no es un CSV válido: Quote Not Closed',
    });
  });
});

describe('toCollectionCsvRecords', () => {
  it('writes id, nombre and count, one card a record', () => {
    expect(
      toCollectionCsvRecords([
        { id: 1, nombre: 'Caballero del Alba', count: 2 },
        { id: 2, nombre: 'Espada Rúnica', count: 1 },
      ]),
    ).toEqual([
      [1, 'Caballero del Alba', 2],
      [2, 'Espada Rúnica', 1],
    ]);
  });
});
