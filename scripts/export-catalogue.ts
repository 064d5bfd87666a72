/**
 * Writes the catalogue to a file: `npm run export -- <cartas.json|cartas.csv>`, in the same
 * formats `npm run import` reads, so export → import --replace → export gives the same bytes.
 * Uses the server's DATA_DIR / DATABASE_URL; a running server offers GET /api/cards/export.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listCards } from '../src/server/cards/cards.repository';
import { detectCatalogueFormat, formatCatalogue } from '../src/server/catalogue/catalogue-file';
import { loadConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/command-database';

async function runExport(argv: string[]): Promise<number> {
  const [fileArgument, ...rest] = argv;
  const format = fileArgument === undefined ? null : detectCatalogueFormat(fileArgument);
  if (fileArgument === undefined || rest.length > 0 || format === null) {
    console.error('Uso: npm run export -- <archivo.json|archivo.csv>');
    return 2;
  }
  const configResult = loadConfig(process.env);
  if (!configResult.ok) {
    console.error(`Configuración no válida:\n${configResult.problems.join('\n')}`);
    return 2;
  }
  const opened = await openCommandDatabase(configResult.config);
  if (!opened.ok) {
    console.error(
      `No se exportó nada: ${opened.problem} Con el servidor en marcha, descarga el catálogo desde /api/cards/export?format=${format}.`,
    );
    return 1;
  }
  const { database } = opened;
  try {
    const cards = await listCards(database.db);
    const filePath = path.resolve(fileArgument);
    await writeFile(filePath, formatCatalogue(cards, format));
    console.log(`Exportadas ${cards.length} cartas a ${filePath}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await runExport(process.argv.slice(2));
