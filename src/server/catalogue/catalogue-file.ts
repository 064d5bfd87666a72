import { readFile } from 'node:fs/promises';
import type { CatalogueProblem } from './catalogue-validation';

export type CatalogueFileRead =
  { ok: true; data: unknown } | { ok: false; problems: CatalogueProblem[] };

function fileProblem(reason: string): CatalogueFileRead {
  return { ok: false, problems: [{ index: null, field: '', reason }] };
}

/** Reads and parses a JSON catalogue file; a missing file or broken JSON is a reported problem. */
export async function readCatalogueFile(filePath: string): Promise<CatalogueFileRead> {
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
  try {
    return { ok: true, data: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return fileProblem(
      `El archivo no es JSON válido: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
