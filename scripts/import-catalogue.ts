/**
 * Imports a real catalogue: `npm run import -- <cartas.json>`. The file is a JSON list of cards in
 * the spec's card JSON format; cards are upserted by id in one transaction, and nothing is written
 * if any record is invalid. Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import path from 'node:path';
import { readCatalogueFile } from '../src/server/catalogue/catalogue-file';
import { importCatalogue } from '../src/server/catalogue/catalogue-import.service';
import { formatCatalogueProblem } from '../src/server/catalogue/catalogue-validation';
import { loadConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/command-database';

const PROBLEMS_SHOWN = 50;
const LARGE_FILE = 1000;

async function runImport(fileArgument: string | undefined): Promise<number> {
  if (!fileArgument) {
    console.error('Uso: npm run import -- <archivo.json>');
    return 2;
  }
  const configResult = loadConfig(process.env);
  if (!configResult.ok) {
    console.error(`Configuración no válida:\n${configResult.problems.join('\n')}`);
    return 2;
  }
  const { config } = configResult;
  const filePath = path.resolve(fileArgument);
  const read = await readCatalogueFile(filePath);
  if (!read.ok) {
    console.error(read.problems.map(formatCatalogueProblem).join('\n'));
    return 1;
  }
  if (config.databaseUrl === undefined) console.log(`Base de datos embebida en ${config.dataDir}.`);
  const opened = await openCommandDatabase(config);
  if (!opened.ok) {
    console.error(`No se importó nada: ${opened.problem}`);
    return 1;
  }
  const { database } = opened;
  try {
    const total = Array.isArray(read.data) ? read.data.length : 0;
    console.log(`Validando ${total} cartas de ${filePath}…`);
    const result = await importCatalogue(database.db, read.data, (stored, count) => {
      if (count >= LARGE_FILE) console.log(`  ${stored} / ${count} cartas guardadas`);
    });
    if (result.ok) {
      console.log(
        `Importadas ${result.cardCount} cartas. El catálogo ya no es el de demostración.`,
      );
      return 0;
    }
    console.error(`No se importó nada: ${result.problems.length} problema(s).`);
    for (const problem of result.problems.slice(0, PROBLEMS_SHOWN)) {
      console.error(`  ${formatCatalogueProblem(problem)}`);
    }
    if (result.problems.length > PROBLEMS_SHOWN) {
      console.error(`  … y ${result.problems.length - PROBLEMS_SHOWN} más.`);
    }
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await runImport(process.argv[2]);
