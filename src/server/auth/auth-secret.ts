import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'auth-secret';
const MIN_SECRET_LENGTH = 32;

async function readStoredSecret(file: string): Promise<string | null> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= MIN_SECRET_LENGTH ? stored : null;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
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
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two processes start together, the second keeps the first one's secret.
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    const winner = await readStoredSecret(file);
    if (winner !== null) return winner;
    throw error;
  }
}
