/**
 * Imports a real catalogue: `npm run import -- <cartas.json|cartas.csv> [--replace] [--dry-run]`,
 * or the official card database's edition files: `npm run import -- --official <dirs or files…>`.
 * A file holds cards in the spec's card JSON format, or CSV with the same field names. Merge
 * (default) upserts by id; --replace makes the file the whole catalogue; --dry-run only prints
 * the diff. Nothing is written if any record is invalid. Uses the server's DATA_DIR / DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { summariseCatalogueDiff } from '../src/domain/cards/catalogue-diff';
import {
  formatCatalogueDiffReport,
  formatUnresolvedReport,
} from '../src/server/catalogue/catalogue-diff-report';
import { readImportInput } from '../src/server/catalogue/catalogue-import-input';
import { importCatalogue } from '../src/server/catalogue/catalogue-import.service';
import { formatCatalogueProblem } from '../src/server/catalogue/catalogue-validation';
import { loadConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/command-database';

const USAGE = [
  'Uso: npm run import -- <archivo.json|archivo.csv> [--replace] [--dry-run]',
  '     npm run import -- --official <carpeta o archivos de ediciones…> [--replace] [--dry-run]',
].join('\n');

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
      options: {
        replace: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        official: { type: 'boolean' },
      },
    });
    const isOfficial = values.official === true;
    if (positionals.length === 0 || (!isOfficial && positionals.length !== 1)) return null;
    return {
      paths: positionals,
      isOfficial,
      mode: values.replace === true ? ('replace' as const) : ('merge' as const),
      dryRun: values['dry-run'] === true,
    };
  } catch {
    return null;
  }
}

function printProblems(problems: readonly string[]): void {
  console.error(`No se importó nada: ${problems.length} problema(s).`);
  for (const problem of problems.slice(0, PROBLEMS_SHOWN)) console.error(`  ${problem}`);
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
  if (config.databaseUrl === undefined) console.log(`Base de datos embebida en ${config.dataDir}.`);
  const opened = await openCommandDatabase(config);
  if (!opened.ok) {
    console.error(`No se importó nada: ${opened.problem}`);
    return 1;
  }
  const { database } = opened;
  try {
    const input = await readImportInput(database.db, args.paths, args.isOfficial);
    if (!input.ok) {
      printProblems(input.problems);
      return 1;
    }
    input.notes.forEach((note) => console.log(note));
    const total = Array.isArray(input.records) ? input.records.length : 0;
    const modeLabel = args.mode === 'replace' ? 'reemplazo' : 'fusión';
    console.log(`Validando ${total} cartas (${modeLabel})…`);
    const result = await importCatalogue(database.db, input.records, {
      mode: args.mode,
      dryRun: args.dryRun,
      onProgress: (stored, count) => {
        if (count >= LARGE_FILE) console.log(`  ${stored} / ${count} cartas guardadas`);
      },
    });
    if (!result.ok) {
      printProblems(result.problems.map(formatCatalogueProblem));
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
    console.log('Entradas de banlist que no corresponden a ninguna carta del catálogo:');
    for (const line of formatUnresolvedReport(result.unresolved)) console.log(line);
    const sourceVerb = args.dryRun ? 'quedaría' : 'queda';
    console.log(`El catálogo ${sourceVerb} ${SOURCE_LABELS[result.source]}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await runImport(process.argv.slice(2));
