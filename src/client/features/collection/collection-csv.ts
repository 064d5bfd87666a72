import { COLLECTION_LIMITS, type CollectionUnresolvedRow } from '../../../contract/collection';
import { toCardMatchKey } from '../../../domain/cards/card-name';
import { createClosestNameFinder } from '../../../domain/decks/closest-names';
import type { CollectionCount } from '../../lib/collection-store';

/** The columns of a collection file, in this order on export (as the server's). */
const COLUMNS = ['id', 'nombre', 'cantidad'] as const;

type Column = (typeof COLUMNS)[number];

interface NamedCard {
  id: number;
  nombre: string;
}

/** A file read in the browser: the cards to set and the rows left out, or why nothing applies. */
export type CollectionCsvRead =
  | { ok: true; cards: CollectionCount[]; unresolved: CollectionUnresolvedRow[] }
  | { ok: false; message: string };

/**
 * The collection as CSV (`id,nombre,cantidad`), as `GET /api/collection.csv` writes it. The CSV
 * library is the server's (csv-stringify, its browser build), loaded only when a file is made.
 */
export async function formatCollectionCsv(
  collection: ReadonlyMap<number, number>,
  cardsById: ReadonlyMap<number, NamedCard>,
): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  const rows = [...collection]
    .sort(([first], [second]) => first - second)
    .map(([id, count]) => [id, cardsById.get(id)?.nombre ?? '', count]);
  return stringify(rows, { header: true, columns: [...COLUMNS] });
}

function readHeader(header: readonly string[]): Map<Column, number> | string {
  const positions = new Map<Column, number>();
  for (const [position, cell] of header.entries()) {
    const column = COLUMNS.find((name) => name === cell.trim().toLowerCase());
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

/** Finds cards by id and by name with the banlists' matching; a reprint's name means the first. */
function indexCatalogue(catalogue: readonly NamedCard[]) {
  const byId = new Map(catalogue.map((card) => [card.id, card]));
  const byKey = new Map<string, NamedCard>();
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

function resolveCard(
  index: ReturnType<typeof indexCatalogue>,
  idCell: string,
  nombre: string,
): { ok: true; id: number } | { ok: false; reason: string } {
  const byName = nombre === '' ? undefined : index.byKey.get(toCardMatchKey(nombre));
  const byId = /^\d{1,9}$/.test(idCell) ? index.byId.get(Number(idCell)) : undefined;
  if (byId && (nombre === '' || toCardMatchKey(byId.nombre) === toCardMatchKey(nombre))) {
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
 * Reads a collection file in the browser (a visitor's, issue 17) with the same rules as
 * `POST /api/collection/import`: rows naming a card by id or name are applied, lines of the same
 * card add up, the others are reported with their line and why; a file that is not CSV, has
 * another header or too many rows applies nothing. csv-parse (its browser build) is loaded only
 * when a file is read.
 */
export async function readCollectionCsv(
  text: string,
  catalogue: readonly NamedCard[],
): Promise<CollectionCsvRead> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      on_record: (record: string[], context) => [String(context.lines), ...record],
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    return { ok: false, message: `El archivo no es un CSV válido: ${detail}` };
  }
  const [header, ...data] = rows.map(([line, ...record]) => ({ line: Number(line), record }));
  if (header === undefined) {
    return { ok: false, message: 'El CSV está vacío: falta la fila de cabecera.' };
  }
  if (data.length > COLLECTION_LIMITS.rows) {
    return {
      ok: false,
      message: `El archivo tiene ${data.length} filas; el máximo es ${COLLECTION_LIMITS.rows}.`,
    };
  }
  const positions = readHeader(header.record);
  if (typeof positions === 'string') return { ok: false, message: positions };
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
    const total = (counts.get(card.id) ?? 0) + Number(quantity);
    if (total > COLLECTION_LIMITS.copies) {
      report(`Con las filas anteriores de esta carta supera ${COLLECTION_LIMITS.copies} copias.`);
      continue;
    }
    counts.set(card.id, total);
  }
  return { ok: true, cards: [...counts].map(([id, count]) => ({ id, count })), unresolved };
}
