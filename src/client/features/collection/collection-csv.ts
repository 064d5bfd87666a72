import { COLLECTION_LIMITS } from '../../../contract/collection';
import {
  COLLECTION_CSV_COLUMNS,
  COLLECTION_CSV_PARSE_OPTIONS,
  readCollectionRows,
  refuseMalformedCollectionCsv,
  toCollectionCsvRecords,
  type CollectionRowsRead,
} from '../../../domain/cards/collection-rows';

interface NamedCard {
  id: number;
  nombre: string;
}

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
    .map(([id, count]) => ({ id, nombre: cardsById.get(id)?.nombre ?? '', count }));
  return stringify(toCollectionCsvRecords(rows), {
    header: true,
    columns: [...COLLECTION_CSV_COLUMNS],
  });
}

/**
 * Reads a collection file in the browser (a visitor's, issue 17) with the same rules as
 * `POST /api/collection/import` (the domain's readCollectionRows). csv-parse (its browser build)
 * is loaded only when a file is read.
 */
export async function readCollectionCsv(
  text: string,
  catalogue: readonly NamedCard[],
): Promise<CollectionRowsRead> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  let rows: string[][];
  try {
    // Each record starts with its line in the file, for the report of rows left out.
    rows = parse(text, {
      ...COLLECTION_CSV_PARSE_OPTIONS,
      on_record: (record: string[], context) => [String(context.lines), ...record],
    });
  } catch (error) {
    return refuseMalformedCollectionCsv(error instanceof Error ? error.message : '');
  }
  const records = rows.map(([line, ...cells]) => ({ line: Number(line), cells }));
  return readCollectionRows(records, catalogue, COLLECTION_LIMITS);
}
