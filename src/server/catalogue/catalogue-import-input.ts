import path from 'node:path';
import { DEFAULT_EDITION_BLOCKS } from '../../domain/cards/edition-blocks';
import { readEditionBlocks } from '../edition-blocks/edition-blocks.repository';
import type { Database } from '../db/connect';
import { readCatalogueFile } from './catalogue-file';
import { formatCatalogueProblem } from './catalogue-validation';
import { readOfficialCardFiles } from './official-card-files-reader';
import { formatOfficialFileProblem, mapOfficialCardFiles } from './official-card-files';

/** Reprints named one by one before the rest are counted. */
const REPRINTS_SHOWN = 20;

/** What an import reads before it touches the catalogue: records, and lines worth printing. */
export type ImportInput =
  { ok: true; records: unknown; notes: string[] } | { ok: false; problems: string[] };

/**
 * The records of `npm run import`: one catalogue file (JSON or CSV), or the official card
 * database's edition files mapped to our format with the catalogue's edition blocks (reprints
 * and skipped files become notes).
 */
export async function readImportInput(
  db: Database,
  paths: readonly string[],
  isOfficial: boolean,
): Promise<ImportInput> {
  if (!isOfficial) {
    const filePath = path.resolve(paths[0] ?? '');
    const read = await readCatalogueFile(filePath);
    if (!read.ok) return { ok: false, problems: read.problems.map(formatCatalogueProblem) };
    return { ok: true, records: read.data, notes: [`Archivo: ${filePath}`] };
  }
  const read = await readOfficialCardFiles(paths.map((file) => path.resolve(file)));
  if (!read.ok) return { ok: false, problems: read.problems.map(formatOfficialFileProblem) };
  // Before the server's first start the database holds no blocks yet: the built-in ones apply.
  const storedBlocks = await readEditionBlocks(db);
  const blocks = Object.keys(storedBlocks).length > 0 ? storedBlocks : DEFAULT_EDITION_BLOCKS;
  const mapped = mapOfficialCardFiles(read.input, blocks);
  if (!mapped.ok) return { ok: false, problems: mapped.problems.map(formatOfficialFileProblem) };
  const notes = [
    `Archivos oficiales: ${read.input.editionFiles.length} ediciones, ${mapped.cards.length} cartas.`,
    ...read.skipped.map((file) => `Omitido (no es un archivo de edición): ${file}`),
    `Reimpresiones en el mismo bloque, guardadas una vez con su primera edición: ${mapped.reprints.length}`,
    ...mapped.reprints
      .slice(0, REPRINTS_SHOWN)
      .map(
        ({ nombre, keptEdition, otherEditions }) =>
          `    ${nombre}: ${keptEdition} (también en ${otherEditions.join(', ')})`,
      ),
  ];
  if (mapped.reprints.length > REPRINTS_SHOWN) {
    notes.push(`    … y ${mapped.reprints.length - REPRINTS_SHOWN} más`);
  }
  return { ok: true, records: mapped.cards, notes };
}
