/**
 * The throwaway PostgreSQL database of an e2e run (playwright.config.ts): created just before the
 * app that uses it starts, dropped by the global teardown. Run as a script, it creates the one
 * named by the environment: `tsx tests/e2e/support/postgres-database.ts`.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** Names we make ourselves; checked so that a name can be written into SQL as an identifier. */
const DATABASE_NAME_PATTERN = /^grimorio_e2e_[a-z0-9_]+$/;

/** The URL of database `name` on the server that `serverUrl` points at. */
export function toDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function quoteDatabaseName(name: string): string {
  if (!DATABASE_NAME_PATTERN.test(name)) {
    throw new Error(`Nombre de base de datos de prueba no válido: ${name}`);
  }
  return `"${name}"`;
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database; the app migrates and seeds it on its first start. */
export async function createDatabase(serverUrl: string, name: string): Promise<void> {
  await runOnServer(serverUrl, `create database ${quoteDatabaseName(name)}`);
}

/** Drops the database even while the app under test still holds connections to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await runOnServer(serverUrl, `drop database if exists ${quoteDatabaseName(name)} with (force)`);
}

/**
 * The server and database name of this run, as playwright.config.ts sets them. The server URL
 * is kept apart from DATABASE_URL, which the app under test gets pointed at the new database.
 */
export function readRunDatabase(): { serverUrl: string; name: string } | null {
  const serverUrl = process.env.GRIMORIO_E2E_PG_SERVER;
  const name = process.env.GRIMORIO_E2E_PG_DATABASE;
  return serverUrl && name ? { serverUrl, name } : null;
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const run = readRunDatabase();
  if (run === null) {
    console.error('Faltan GRIMORIO_E2E_PG_SERVER o GRIMORIO_E2E_PG_DATABASE.');
    process.exit(1);
  }
  await createDatabase(run.serverUrl, run.name);
  console.log(`Base de datos de prueba creada: ${run.name}`);
}
