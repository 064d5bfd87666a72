import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { cardSchema } from '../../contract/cards';
import { findAbilityTag } from '../../domain/cards/ability-tags';
import type { Card } from '../../domain/cards/card';
import type { CatalogueProblem } from './catalogue-validation';

/** The CSV columns: the card JSON's field names, in its order (SPEC §3 'Card'). */
export const CATALOGUE_CSV_COLUMNS: readonly string[] = Object.keys(cardSchema.unwrap().shape);

const INTEGER_COLUMNS = new Set(['id', 'coste', 'fuerza']);
const BOOLEAN_COLUMNS = new Set(['revisada', 'unica']);
/** Structured effects travel as one JSON cell, and so does a tag correction (ADR 0023). */
const JSON_COLUMNS = new Set(['habilidades', 'etiquetas']);

/** Columns a file may leave out: those whose field the card schema lets be absent. */
const OPTIONAL_COLUMNS = new Set(
  Object.entries(cardSchema.unwrap().shape)
    .filter(([, schema]) => schema.safeParse(undefined).success)
    .map(([name]) => name),
);

export type CsvRead = { ok: true; data: unknown[] } | { ok: false; problems: CatalogueProblem[] };

function fileProblems(reasons: string[]): CsvRead {
  return { ok: false, problems: reasons.map((reason) => ({ index: null, field: '', reason })) };
}

/** The header's problems: every column named once, none unknown, none required missing. */
function checkHeader(header: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (seen.has(column)) problems.push(`La columna «${column}» aparece más de una vez.`);
    else if (!CATALOGUE_CSV_COLUMNS.includes(column)) {
      problems.push(
        `La columna «${column}» no es un campo de carta. Las columnas son: ${CATALOGUE_CSV_COLUMNS.join(', ')}.`,
      );
    }
    seen.add(column);
  }
  for (const column of CATALOGUE_CSV_COLUMNS) {
    if (!seen.has(column) && !OPTIONAL_COLUMNS.has(column)) {
      problems.push(`Falta la columna «${column}» en la primera fila.`);
    }
  }
  return problems;
}

/**
 * A tag correction typed in a spreadsheet: 'roba, genera oro' lists tags by id or label; a name
 * that is no tag is kept as written for validation to name.
 */
function readTagList(cell: string): string[] {
  return cell
    .split(/[,;]/u)
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => findAbilityTag(name)?.id ?? name);
}

/**
 * A cell as the card field's value: empty is null, numbers and booleans are read when they are
 * well formed (otherwise the text is left for validation to name), effects are JSON.
 */
function readCell(
  column: string,
  cell: string,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (cell === '') return { ok: true, value: null };
  if (INTEGER_COLUMNS.has(column) && /^-?\d+$/.test(cell)) return { ok: true, value: Number(cell) };
  if (BOOLEAN_COLUMNS.has(column) && (cell === 'true' || cell === 'false')) {
    return { ok: true, value: cell === 'true' };
  }
  if (column === 'etiquetas' && !cell.trimStart().startsWith('[')) {
    return { ok: true, value: readTagList(cell) };
  }
  if (JSON_COLUMNS.has(column)) {
    try {
      return { ok: true, value: JSON.parse(cell) as unknown };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: `La celda no es JSON válido (${detail}).` };
    }
  }
  return { ok: true, value: cell };
}

/**
 * Reads a catalogue CSV: a header row of card field names, one card per row. The records it
 * returns go through the same validation as a JSON file; malformed CSV, a wrong header or an
 * unreadable JSON cell is reported with its row.
 */
export function parseCatalogueCsv(text: string): CsvRead {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof CsvError) {
      return fileProblems([`El archivo no es un CSV válido: ${error.message}`]);
    }
    throw error;
  }
  const [header, ...records] = rows;
  if (header === undefined) return fileProblems(['El CSV está vacío: falta la fila de cabecera.']);
  const headerProblems = checkHeader(header);
  if (headerProblems.length > 0) return fileProblems(headerProblems);
  const problems: CatalogueProblem[] = [];
  const data = records.map((row, index) => {
    const record: Record<string, unknown> = {};
    header.forEach((column, position) => {
      const cell = readCell(column, row[position] ?? '');
      if (cell.ok) record[column] = cell.value;
      else problems.push({ index, field: column, reason: cell.reason });
    });
    return record;
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data };
}

function writeCell(column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (JSON_COLUMNS.has(column)) return JSON.stringify(value);
  return String(value);
}

/** The catalogue as CSV, the inverse of parseCatalogueCsv: header row, one card per line. */
export function formatCatalogueCsv(cards: readonly Card[]): string {
  const rows = cards.map((card) => {
    const fields = card as unknown as Record<string, unknown>;
    return CATALOGUE_CSV_COLUMNS.map((column) => writeCell(column, fields[column]));
  });
  return stringify(rows, { header: true, columns: [...CATALOGUE_CSV_COLUMNS] });
}
