import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { backUpDataDir, restoreDataDir } from './data-dir-backup';
import { prepareDataDir } from './data-dir-permissions';

export const BACKUP_USAGE = 'Uso: npm run backup -- <archivo.tar.gz>';
export const RESTORE_USAGE = 'Uso: npm run restore -- <archivo.tar.gz> [--force]';

/** Lines the command prints; injected so tests can read them. */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

type CommandArguments =
  { ok: true; archive: string; force: boolean } | { ok: false; problem: string };

function parseCommandArguments(argv: readonly string[], allowForce: boolean): CommandArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: allowForce ? { force: { type: 'boolean', default: false } } : {},
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  const [archive, ...extra] = parsed.positionals;
  if (archive === undefined || extra.length > 0) {
    return { ok: false, problem: 'Indica un solo archivo.' };
  }
  return { ok: true, archive: path.resolve(archive), force: parsed.values.force === true };
}

function readConfig(environment: NodeJS.ProcessEnv, output: CommandOutput): Config | null {
  const result = loadConfig(environment);
  if (result.ok) return result.config;
  output.error(`Configuración no válida:\n${result.problems.join('\n')}`);
  return null;
}

/** A path quoted for a POSIX shell, so the printed command can be pasted as is. */
function quoteForShell(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** PostgreSQL's own tools do this job better than the app could; the command says how. */
function explainPostgresTool(output: CommandOutput, lines: readonly string[]): number {
  output.error('Con PostgreSQL (DATABASE_URL) se usan sus propias herramientas:');
  for (const line of lines) output.error(`  ${line}`);
  return 1;
}

/** `npm run backup -- <archivo>`: copies the embedded database to a file; returns the exit code. */
export async function runBackup(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  const args = parseCommandArguments(argv, false);
  if (!args.ok) {
    output.error(args.problem);
    output.error(BACKUP_USAGE);
    return 2;
  }
  const config = readConfig(environment, output);
  if (config === null) return 2;
  if (config.databaseUrl !== undefined) {
    return explainPostgresTool(output, [
      `pg_dump --format=custom --file=${quoteForShell(args.archive)} "$DATABASE_URL"`,
    ]);
  }
  await prepareDataDir(config.dataDir);
  const result = await backUpDataDir(config.dataDir, args.archive);
  if (!result.ok) {
    output.error(`No se hizo la copia: ${result.problem}`);
    return 1;
  }
  const megabytes = (result.bytes / 1_000_000).toFixed(1);
  output.log(`Copia guardada en ${args.archive} (${megabytes} MB, solo legible por su dueño).`);
  return 0;
}

/** `npm run restore -- <archivo> [--force]`: puts a backup in place; returns the exit code. */
export async function runRestore(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  const args = parseCommandArguments(argv, true);
  if (!args.ok) {
    output.error(args.problem);
    output.error(RESTORE_USAGE);
    return 2;
  }
  const config = readConfig(environment, output);
  if (config === null) return 2;
  if (config.databaseUrl !== undefined) {
    return explainPostgresTool(output, [
      `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${quoteForShell(args.archive)}`,
    ]);
  }
  await prepareDataDir(config.dataDir);
  const result = await restoreDataDir(config.dataDir, args.archive, { force: args.force });
  if (!result.ok) {
    output.error(`No se restauró nada: ${result.problem}`);
    return 1;
  }
  if (result.movedAsideTo !== null) {
    output.log(`La base de datos anterior quedó en ${result.movedAsideTo}.`);
  }
  output.log(`Copia restaurada en ${config.dataDir} (${result.cardCount} cartas).`);
  return 0;
}
