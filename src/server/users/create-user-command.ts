import { parseArgs } from 'node:util';
import { userRoleSchema, type UserRole } from '../../contract/auth';
import { createAuth } from '../auth/auth-instance';
import { resolveDatabaseAuthSecret } from '../auth/auth-secret';
import { loadConfig } from '../config';
import { openCommandDatabase } from '../db/command-database';
import { provisionAccount } from './account-provisioning';

export const CREATE_USER_USAGE =
  'Uso: npm run user:create -- --email <correo> --password <contraseña> [--role player|editor|admin] [--name <nombre>]';

export interface CreateUserArguments {
  email: string;
  password: string;
  role: UserRole;
  name: string | undefined;
}

export type ArgumentsParse =
  { ok: true; arguments: CreateUserArguments } | { ok: false; problem: string };

/** Reads `--email`, `--password`, `--role` (player by default) and `--name`. */
export function parseCreateUserArguments(argv: readonly string[]): ArgumentsParse {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'player' },
        name: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  if (values.email === undefined || values.password === undefined) {
    return { ok: false, problem: 'Faltan --email o --password.' };
  }
  const role = userRoleSchema.safeParse(values.role);
  if (!role.success) {
    return { ok: false, problem: `Rol desconocido «${values.role}»: usa player, editor o admin.` };
  }
  return {
    ok: true,
    arguments: {
      email: values.email,
      password: values.password,
      role: role.data,
      name: values.name,
    },
  };
}

/** Lines the command prints; injected so tests can read them. */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/**
 * `npm run user:create`: creates an account with a role, or sets the role of an existing one,
 * on the database the server uses (DATA_DIR / DATABASE_URL). Returns the exit code.
 */
export async function runCreateUser(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  const parsed = parseCreateUserArguments(argv);
  if (!parsed.ok) {
    output.error(parsed.problem);
    output.error(CREATE_USER_USAGE);
    return 2;
  }
  const configResult = loadConfig(environment);
  if (!configResult.ok) {
    output.error(`Configuración no válida:\n${configResult.problems.join('\n')}`);
    return 2;
  }
  const { config } = configResult;
  if (config.databaseUrl === undefined) output.log(`Base de datos embebida en ${config.dataDir}.`);
  const opened = await openCommandDatabase(config);
  if (!opened.ok) {
    output.error(`No se creó ninguna cuenta: ${opened.problem}`);
    return 1;
  }
  const { database } = opened;
  try {
    const auth = createAuth(database.db, {
      secret: await resolveDatabaseAuthSecret(config.authSecret, config.dataDir, database),
      appOrigin: config.appOrigin,
    });
    // Under the start-up lock, so it never races a starting instance creating its first admin.
    const result = await database.runExclusive(() =>
      provisionAccount(auth, database.db, parsed.arguments),
    );
    if (!result.ok) {
      for (const problem of result.problems) output.error(problem);
      return 1;
    }
    const { email, role } = result.user;
    output.log(
      result.isNew
        ? `Cuenta creada: ${email} (${role}).`
        : `La cuenta ${email} ya existía: ahora es ${role}; su contraseña no se ha cambiado.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
