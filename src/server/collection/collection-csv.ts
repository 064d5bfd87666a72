import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { COLLECTION_LIMITS } from '../../contract/collection';
import {
  COLLECTION_CSV_COLUMNS,
  COLLECTION_CSV_PARSE_OPTIONS,
  readCollectionRows,
  refuseMalformedCollectionCsv,
  toCollectionCsvRecords,
  type CollectionCsvRefusal,
  type CollectionRowsRead,
} from '../../domain/cards/collection-rows';

/** A file that applies nothing: malformed CSV, a wrong header, too many rows. */
export type CsvRefusal = CollectionCsvRefusal;

export type CollectionCsvRead = CollectionRowsRead;

/** The collection as CSV: `id,nombre,cantidad`, one card per line. */
export function formatCollectionCsv(
  rows: readonly { id: number; nombre: string; count: number }[],
): string {
  return stringify(toCollectionCsvRecords(rows), {
    header: true,
    columns: [...COLLECTION_CSV_COLUMNS],
  });
}

/**
 * Reads a collection file with csv-parse (node build) and the rules of the domain's
 * readCollectionRows. A file that is not valid CSV, has another header or more than 5,000 rows
 * applies nothing.
 */
export function readCollectionCsv(
  text: string,
  catalogue: readonly { id: number; nombre: string }[],
): CollectionCsvRead {
  let rows: string[][];
  try {
    // Each record starts with its line in the file, for the report of rows left out.
    rows = parse(text, {
      ...COLLECTION_CSV_PARSE_OPTIONS,
      on_record: (record: string[], context) => [String(context.lines), ...record],
    });
  } catch (error) {
    if (error instanceof CsvError) return refuseMalformedCollectionCsv(error.message);
    throw error;
  }
  const records = rows.map(([line, ...cells]) => ({ line: Number(line), cells }));
  return readCollectionRows(records, catalogue, COLLECTION_LIMITS);
}
