import { createClosestNameFinder } from '../decks/closest-names';
import { toCardMatchKey } from './card-name';

/**
 * The rows of a collection file (`id,nombre,cantidad`, issue 17), read the same way by
 * `POST /api/collection/import` and by a visitor's browser: each side parses the CSV with its
 * build of csv-parse and hands the records here.
 */

/** The columns of a collection file, in this order on export. */
export const COLLECTION_CSV_COLUMNS = ['id', 'nombre', 'cantidad'] as const;

type Column = (typeof COLLECTION_CSV_COLUMNS)[number];

/** How csv-parse reads a collection file: a BOM and blank lines are skipped, cells may be missing. */
export const COLLECTION_CSV_PARSE_OPTIONS = {
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
} as const;

/** The bounds a file is read against: copies of one card and rows in one file. */
export interface CollectionRowLimits {
  copies: number;
  rows: number;
}

/** One parsed CSV record and its line in the file (header = 1), for the report of rows left out. */
export interface CollectionCsvRecord {
  line: number;
  cells: readonly string[];
}

interface NamedCard {
  id: number;
  nombre: string;
}

/** A row that was not applied: its line, its name and why, in Spanish. */
export interface UnresolvedCollectionRow {
  line: number;
  nombre: string;
  reason: string;
}

/** A file that applies nothing: malformed CSV, a wrong header, too many rows. */
export interface CollectionCsvRefusal {
  ok: false;
  error: 'invalid_csv' | 'too_many_rows';
  message: string;
}

export type CollectionRowsRead =
  | { ok: true; cards: { id: number; count: number }[]; unresolved: UnresolvedCollectionRow[] }
  | CollectionCsvRefusal;

/** The refusal of a file csv-parse could not read, with the parser's own explanation. */
export function refuseMalformedCollectionCsv(detail: string): CollectionCsvRefusal {
  return {
    ok: false,
    error: 'invalid_csv',
    message: `El archivo no es un CSV válido: ${detail}`,
  };
}

/** The records of the collection as CSV, under COLLECTION_CSV_COLUMNS: one card a line. */
export function toCollectionCsvRecords(
  rows: readonly { id: number; nombre: string; count: number }[],
): (string | number)[][] {
  return rows.map((row) => [row.id, row.nombre, row.count]);
}

/** Where each known column is, or why the header is not one of a collection file. */
function readHeader(header: readonly string[]): Map<Column, number> | string {
  const positions = new Map<Column, number>();
  for (const [position, cell] of header.entries()) {
    const column = COLLECTION_CSV_COLUMNS.find((name) => name === cell.trim().toLowerCase());
    if (column === undefined || positions.has(column)) {
      return `La cabecera debe ser «id,nombre,cantidad»; la columna «${cell}» no se admite o se repite.`;
    }
    positions.set(column, position);
  }
  if (!positions.has('cantidad')) return 'Falta la columna «cantidad» en la primera fila.';
  if (!positions.has('id') && !positions.has('nombre')) {
    return 'La primera fila debe tener la columna «id» o «nombre».';
  }
  return positions;
}

/** How the catalogue is searched: by id, and by name with the banlists' matching (SPEC §5). */
function indexCatalogue(catalogue: readonly NamedCard[]) {
  const byId = new Map(catalogue.map((card) => [card.id, card]));
  const byKey = new Map<string, NamedCard>();
  // Reprints share a name: it means the first printing, as in deck import.
  for (const card of catalogue) {
    const key = toCardMatchKey(card.nombre);
    if (!byKey.has(key)) byKey.set(key, card);
  }
  const suggest = createClosestNameFinder(
    catalogue.map((card) => card.nombre),
    toCardMatchKey,
  );
  return { byId, byKey, suggest };
}

type CatalogueIndex = ReturnType<typeof indexCatalogue>;

/** The card a row means, or why none: an id the catalogue has wins unless the name says otherwise. */
function resolveCard(
  index: CatalogueIndex,
  idCell: string,
  nombre: string,
): { ok: true; id: number } | { ok: false; reason: string } {
  const byName = nombre === '' ? undefined : index.byKey.get(toCardMatchKey(nombre));
  const byId = /^\d{1,9}$/.test(idCell) ? index.byId.get(Number(idCell)) : undefined;
  if (
    byId !== undefined &&
    (nombre === '' || toCardMatchKey(byId.nombre) === toCardMatchKey(nombre))
  ) {
    return { ok: true, id: byId.id };
  }
  if (byName !== undefined) return { ok: true, id: byName.id };
  if (nombre === '') {
    return {
      ok: false,
      reason:
        idCell === ''
          ? 'La fila no tiene id ni nombre.'
          : `No hay ninguna carta con el id ${idCell}.`,
    };
  }
  const suggestions = index.suggest(nombre);
  const hint =
    suggestions.length === 0
      ? ''
      : ` ¿Quisiste decir ${suggestions.map((name) => `«${name}»`).join(', ')}?`;
  return { ok: false, reason: `No hay ninguna carta con ese nombre.${hint}` };
}

/**
 * Reads the records of a collection file (`id,nombre,cantidad`; either id or nombre may be
 * missing) against the catalogue: rows naming a card by id or name are applied, lines of the same
 * card add up, the others are reported with their line and why. A file with no header, another
 * header or more rows than `limits.rows` applies nothing.
 */
export function readCollectionRows(
  records: readonly CollectionCsvRecord[],
  catalogue: readonly NamedCard[],
  limits: CollectionRowLimits,
): CollectionRowsRead {
  const [header, ...data] = records;
  if (header === undefined) {
    return {
      ok: false,
      error: 'invalid_csv',
      message: 'El CSV está vacío: falta la fila de cabecera.',
    };
  }
  if (data.length > limits.rows) {
    return {
      ok: false,
      error: 'too_many_rows',
      message: `El archivo tiene ${data.length} filas; el máximo es ${limits.rows}.`,
    };
  }
  const positions = readHeader(header.cells);
  if (typeof positions === 'string') return { ok: false, error: 'invalid_csv', message: positions };
  const index = indexCatalogue(catalogue);
  const counts = new Map<number, number>();
  const unresolved: UnresolvedCollectionRow[] = [];
  for (const { cells, line } of data) {
    const cell = (column: Column) => {
      const position = positions.get(column);
      return position === undefined ? '' : (cells[position] ?? '').trim();
    };
    const nombre = cell('nombre');
    const report = (reason: string) => unresolved.push({ line, nombre, reason });
    const quantity = cell('cantidad');
    if (!/^\d{1,3}$/.test(quantity)) {
      report(`La cantidad debe ser un número entero entre 0 y ${limits.copies}.`);
      continue;
    }
    const card = resolveCard(index, cell('id'), nombre);
    if (!card.ok) {
      report(card.reason);
      continue;
    }
    // Lines of the same card add up, as in a deck list.
    const total = (counts.get(card.id) ?? 0) + Number(quantity);
    if (total > limits.copies) {
      report(`Con las filas anteriores de esta carta supera ${limits.copies} copias.`);
      continue;
    }
    counts.set(card.id, total);
  }
  const cards = [...counts].map(([id, count]) => ({ id, count }));
  return { ok: true, cards, unresolved };
}
