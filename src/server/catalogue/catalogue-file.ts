import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Card } from '../../domain/cards/card';
import { formatCatalogueCsv, parseCatalogueCsv } from './catalogue-csv';
import type { CatalogueProblem } from './catalogue-validation';

/** The two catalogue file formats: the spec's card JSON, and CSV with the same field names. */
export const CATALOGUE_FORMATS = ['json', 'csv'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

export type CatalogueFileRead =
  { ok: true; data: unknown } | { ok: false; problems: CatalogueProblem[] };

function fileProblem(reason: string): { ok: false; problems: CatalogueProblem[] } {
  return { ok: false, problems: [{ index: null, field: '', reason }] };
}

/** The format a file name says (.json or .csv, any case), or null. */
export function detectCatalogueFormat(fileName: string): CatalogueFormat | null {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return (CATALOGUE_FORMATS as readonly string[]).includes(extension)
    ? (extension as CatalogueFormat)
    : null;
}

/** Parses a catalogue file's text; broken JSON or CSV is a reported problem, never a throw. */
export function parseCatalogueText(text: string, format: CatalogueFormat): CatalogueFileRead {
  if (format === 'csv') return parseCatalogueCsv(text);
  try {
    return { ok: true, data: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (error) {
    return fileProblem(
      `El archivo no es JSON válido: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The catalogue written in a format; parseCatalogueText reads it back to the same cards. */
export function formatCatalogue(cards: readonly Card[], format: CatalogueFormat): string {
  return format === 'csv' ? formatCatalogueCsv(cards) : `${JSON.stringify(cards, null, 2)}\n`;
}

/** Reads and parses a catalogue file (.json or .csv); a missing file or bad text is a problem. */
export async function readCatalogueFile(filePath: string): Promise<CatalogueFileRead> {
  const format = detectCatalogueFormat(filePath);
  if (format === null) {
    return fileProblem(
      `El archivo ${filePath} debe terminar en .json o .csv para saber cómo leerlo.`,
    );
  }
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    return fileProblem(
      code === 'ENOENT'
        ? `No existe el archivo ${filePath}.`
        : `No se pudo leer el archivo ${filePath} (${code || String(error)}).`,
    );
  }
  return parseCatalogueText(text, format);
}
