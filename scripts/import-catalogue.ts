/**
 * Imports a real catalogue: `npm run import -- <cartas.json|cartas.csv> [--replace] [--dry-run]`.
 * The file holds cards in the spec's card JSON format, or CSV with the same field names. Merge
 * (default) upserts by id; --replace makes the file the whole catalogue; --dry-run only prints
 * the diff. Nothing is written if any record is invalid. Uses the server's DATA_DIR / DATABASE_URL.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { summariseCatalogueDiff } from '../src/domain/cards/catalogue-diff';
import { formatCatalogueDiffReport } from '../src/server/catalogue/catalogue-diff-report';
import { readCatalogueFile } from '../src/server/catalogue/catalogue-file';
import { importCatalogue } from '../src/server/catalogue/catalogue-import.service';
import { formatCatalogueProblem } from '../src/server/catalogue/catalogue-validation';
import { loadConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/command-database';

const USAGE = 'Uso: npm run import -- <archivo.json|archivo.csv> [--replace] [--dry-run]';
const PROBLEMS_SHOWN = 50;
const LARGE_FILE = 1000;
const SOURCE_LABELS = {
  demo: 'de demostración',
  imported: 'importado',
  mixed: 'mixto (quedan cartas de demostración; usa --replace para dejar solo las del archivo)',
} as const;

function readArguments(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { replace: { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
    });
    if (positionals.length !== 1) return null;
    return {
      file: positionals[0] ?? '',
      mode: values.replace === true ? ('replace' as const) : ('merge' as const),
      dryRun: values['dry-run'] === true,
    };
  } catch {
    return null;
  }
}

function printProblems(problems: Parameters<typeof formatCatalogueProblem>[0][]): void {
  console.error(`No se importó nada: ${problems.length} problema(s).`);
  for (const problem of problems.slice(0, PROBLEMS_SHOWN)) {
    console.error(`  ${formatCatalogueProblem(problem)}`);
  }
  if (problems.length > PROBLEMS_SHOWN) {
    console.error(`  … y ${problems.length - PROBLEMS_SHOWN} más.`);
  }
}

async function runImport(argv: string[]): Promise<number> {
  const args = readArguments(argv);
  if (args === null) {
    console.error(USAGE);
    return 2;
  }
  const configResult = loadConfig(process.env);
  if (!configResult.ok) {
    console.error(`Configuración no válida:\n${configResult.problems.join('\n')}`);
    return 2;
  }
  const { config } = configResult;
  const filePath = path.resolve(args.file);
  const read = await readCatalogueFile(filePath);
  if (!read.ok) {
    printProblems(read.problems);
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
    const modeLabel = args.mode === 'replace' ? 'reemplazo' : 'fusión';
    console.log(`Validando ${total} cartas de ${filePath} (${modeLabel})…`);
    const result = await importCatalogue(database.db, read.data, {
      mode: args.mode,
      dryRun: args.dryRun,
      onProgress: (stored, count) => {
        if (count >= LARGE_FILE) console.log(`  ${stored} / ${count} cartas guardadas`);
      },
    });
    if (!result.ok) {
      printProblems(result.problems);
      return 1;
    }
    console.log(
      args.dryRun
        ? 'Prueba sin escribir nada (--dry-run). La importación haría esto:'
        : `Importadas ${result.cardCount} cartas (${modeLabel}). Cambios en el catálogo:`,
    );
    for (const line of formatCatalogueDiffReport(summariseCatalogueDiff(result.diff))) {
      console.log(line);
    }
    const sourceVerb = args.dryRun ? 'quedaría' : 'queda';
    console.log(`El catálogo ${sourceVerb} ${SOURCE_LABELS[result.source]}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await runImport(process.argv.slice(2));
