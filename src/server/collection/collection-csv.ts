import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { COLLECTION_LIMITS, type CollectionUnresolvedRow } from '../../contract/collection';
import { toCardMatchKey } from '../../domain/cards/card-name';
import { createClosestNameFinder } from '../../domain/decks/closest-names';

/** The columns of a collection file, in this order on export. */
export const COLLECTION_CSV_COLUMNS = ['id', 'nombre', 'cantidad'] as const;

type Column = (typeof COLLECTION_CSV_COLUMNS)[number];

/** A file that applies nothing: malformed CSV, a wrong header, too many rows. */
export interface CsvRefusal {
  ok: false;
  error: 'invalid_csv' | 'too_many_rows';
  message: string;
}

export type CollectionCsvRead =
  | { ok: true; cards: { id: number; count: number }[]; unresolved: CollectionUnresolvedRow[] }
  | CsvRefusal;

/** The collection as CSV: `id,nombre,cantidad`, one card per line. */
export function formatCollectionCsv(
  rows: readonly { id: number; nombre: string; count: number }[],
): string {
  return stringify(
    rows.map((row) => [row.id, row.nombre, row.count]),
    { header: true, columns: [...COLLECTION_CSV_COLUMNS] },
  );
}

function refuse(error: CsvRefusal['error'], message: string): CsvRefusal {
  return { ok: false, error, message };
}

/** Where each known column is; null when the header is not one of a collection file. */
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
function indexCatalogue(catalogue: readonly { id: number; nombre: string }[]) {
  const byId = new Map(catalogue.map((card) => [card.id, card]));
  const byKey = new Map<string, { id: number; nombre: string }>();
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
 * Reads a collection file (`id,nombre,cantidad`; either id or nombre may be missing) against the
 * catalogue: rows naming a card are applied, the others reported with their line and why. A file
 * that is not valid CSV, has another header or more than 5,000 rows applies nothing.
 */
export function readCollectionCsv(
  text: string,
  catalogue: readonly { id: number; nombre: string }[],
): CollectionCsvRead {
  let rows: string[][];
  try {
    // Each record starts with its line in the file, for the report of rows left out.
    rows = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      on_record: (record: string[], context) => [String(context.lines), ...record],
    });
  } catch (error) {
    if (error instanceof CsvError) {
      return refuse('invalid_csv', `El archivo no es un CSV válido: ${error.message}`);
    }
    throw error;
  }
  const records = rows.map(([line, ...record]) => ({ line: Number(line), record }));
  const [header, ...data] = records;
  if (header === undefined)
    return refuse('invalid_csv', 'El CSV está vacío: falta la fila de cabecera.');
  if (data.length > COLLECTION_LIMITS.rows) {
    return refuse(
      'too_many_rows',
      `El archivo tiene ${data.length} filas; el máximo es ${COLLECTION_LIMITS.rows}.`,
    );
  }
  const positions = readHeader(header.record);
  if (typeof positions === 'string') return refuse('invalid_csv', positions);
  const index = indexCatalogue(catalogue);
  const counts = new Map<number, number>();
  const unresolved: CollectionUnresolvedRow[] = [];
  for (const { record, line } of data) {
    const cell = (column: Column) => {
      const position = positions.get(column);
      return position === undefined ? '' : (record[position] ?? '').trim();
    };
    const nombre = cell('nombre');
    const report = (reason: string) => unresolved.push({ line, nombre, reason });
    const quantity = cell('cantidad');
    if (!/^\d{1,3}$/.test(quantity)) {
      report(`La cantidad debe ser un número entero entre 0 y ${COLLECTION_LIMITS.copies}.`);
      continue;
    }
    const card = resolveCard(index, cell('id'), nombre);
    if (!card.ok) {
      report(card.reason);
      continue;
    }
    // Lines of the same card add up, as in a deck list.
    const total = (counts.get(card.id) ?? 0) + Number(quantity);
    if (total > COLLECTION_LIMITS.copies) {
      report(`Con las filas anteriores de esta carta supera ${COLLECTION_LIMITS.copies} copias.`);
      continue;
    }
    counts.set(card.id, total);
  }
  const cards = [...counts].map(([id, count]) => ({ id, count }));
  return { ok: true, cards, unresolved };
}
