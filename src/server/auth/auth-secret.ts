import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { claimMeta, META_KEYS, readMeta } from '../db/app-meta.repository';
import type { DatabaseConnection } from '../db/connect';

const SECRET_FILE = 'auth-secret';
const MIN_SECRET_LENGTH = 32;

function isWholeSecret(secret: string): boolean {
  return secret.length >= MIN_SECRET_LENGTH;
}

function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

async function readStoredSecret(file: string): Promise<string | null> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return isWholeSecret(stored) ? stored : null;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the secret to a private file of its own and flushes it, so it is whole once linked. */
async function writeCandidate(file: string, secret: string): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(`${secret}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set, otherwise one generated on
 * the first start and kept in `${dataDir}/auth-secret` (readable by the owner only), so sessions
 * survive restarts without any setup.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  const stored = await readStoredSecret(file);
  if (stored !== null) return stored;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const generated = generateSecret();
  // Several processes may start at once: each writes its own complete candidate, then link()
  // puts it in place atomically or fails with EEXIST because another one won, so no process
  // ever reads a half-written secret and all end with the winner's.
  const candidate = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeCandidate(candidate, generated);
    await link(candidate, file);
    return generated;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    const winner = await readStoredSecret(file);
    if (winner !== null) return winner;
    throw new Error(
      `${file} no contiene un secreto válido (al menos ${MIN_SECRET_LENGTH} caracteres): ` +
        'corrígelo o bórralo para que se genere uno nuevo.',
      { cause: error },
    );
  } finally {
    await rm(candidate, { force: true });
  }
}

/**
 * The secret for a server or command on `database`: BETTER_AUTH_SECRET when set; on the embedded
 * database, the data dir's file (one process at a time uses it); on PostgreSQL, the one kept in
 * the database, created by the first instance under the start-up lock, so several instances
 * behind a load balancer sign and read the same cookies (issue 20). A PostgreSQL deployment that
 * ran before this kept its secret in its data dir: that one is adopted, and its sessions go on.
 */
export async function resolveDatabaseAuthSecret(
  configured: string | undefined,
  dataDir: string,
  database: DatabaseConnection,
): Promise<string> {
  if (configured !== undefined) return configured;
  if (database.kind === 'pglite') return resolveAuthSecret(undefined, dataDir);
  return database.runExclusive(async () => {
    const kept = await readMeta(database.db, META_KEYS.authSecret);
    if (kept !== null && isWholeSecret(kept)) return kept;
    if (kept !== null) {
      throw new Error(
        `La clave ${META_KEYS.authSecret} de app_meta no contiene un secreto válido (al menos ` +
          `${MIN_SECRET_LENGTH} caracteres): corrígela o bórrala para que se genere uno nuevo.`,
      );
    }
    const candidate = (await readStoredSecret(path.join(dataDir, SECRET_FILE))) ?? generateSecret();
    await claimMeta(database.db, META_KEYS.authSecret, candidate);
    // Under the lock the claim always wins; reading it back keeps that an observed fact.
    const stored = await readMeta(database.db, META_KEYS.authSecret);
    if (stored === null) throw new Error('The auth secret could not be stored in app_meta');
    return stored;
  });
}
