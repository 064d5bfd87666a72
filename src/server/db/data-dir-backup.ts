import { randomBytes } from 'node:crypto';
import { access, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { countCards } from '../cards/cards.repository';
import { findPgliteDir, openPglite } from './connect';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { makeDataDirPrivate } from './data-dir-permissions';

export type BackupResult = { ok: true; bytes: number } | { ok: false; problem: string };

export type RestoreResult =
  { ok: true; cardCount: number; movedAsideTo: string | null } | { ok: false; problem: string };

async function isPresent(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function isNonEmptyDir(dir: string): Promise<boolean> {
  return readdir(dir).then(
    (names) => names.length > 0,
    () => false,
  );
}

/** Runs `work` holding the data dir's lock; a held lock is the refusal it describes. */
async function withDataDirLock<T>(
  pgliteDir: string,
  work: () => Promise<T>,
): Promise<T | { ok: false; problem: string }> {
  let release;
  try {
    release = await lockDataDir(pgliteDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) return { ok: false, problem: error.message };
    throw error;
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Writes the archive under a temporary name first, so a failed copy never leaves half a file. */
async function writePrivateFile(file: string, data: Uint8Array): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    const handle = await open(partial, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * `npm run backup`: a gzip tarball of the embedded database (PGlite's dumpDataDir), written 0600
 * because it holds password hashes and sessions. Taken under the data dir's lock, so never while
 * the server writes to it.
 */
export async function backUpDataDir(dataDir: string, archive: string): Promise<BackupResult> {
  const pgliteDir = findPgliteDir(dataDir);
  if (!(await isPresent(path.join(pgliteDir, 'PG_VERSION')))) {
    return { ok: false, problem: `No hay ninguna base de datos embebida en ${pgliteDir}.` };
  }
  return withDataDirLock(pgliteDir, async (): Promise<BackupResult> => {
    const client = await PGlite.create(pgliteDir);
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = new Uint8Array(await dump.arrayBuffer());
    await writePrivateFile(archive, bytes);
    return { ok: true, bytes: bytes.length };
  });
}

/**
 * Loads the archive into a directory of its own and opens it (which applies any migration the
 * archive predates), so a damaged archive is found before anything is replaced.
 */
async function loadArchive(archive: Blob, targetDir: string): Promise<number> {
  const client = await PGlite.create({ dataDir: targetDir, loadDataDir: archive });
  const connection = await openPglite(client).catch(async (error: unknown) => {
    await client.close();
    throw error;
  });
  try {
    return await countCards(connection.db);
  } finally {
    await connection.close();
  }
}

function formatTimestamp(date: Date): string {
  return date
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * `npm run restore`: puts a backup in place of the embedded database. Refuses while another
 * process holds the data dir, and refuses to replace an existing database unless `force`; even
 * then the old one is moved aside (`pglite.bak-<fecha>`), never deleted.
 */
export async function restoreDataDir(
  dataDir: string,
  archive: string,
  options: { force: boolean; now?: Date },
): Promise<RestoreResult> {
  const contents = await readFile(archive).catch(() => null);
  if (contents === null) return { ok: false, problem: `No se puede leer el archivo ${archive}.` };
  const pgliteDir = findPgliteDir(dataDir);
  return withDataDirLock(pgliteDir, async (): Promise<RestoreResult> => {
    const hasDatabase = await isNonEmptyDir(pgliteDir);
    if (hasDatabase && !options.force) {
      return {
        ok: false,
        problem:
          `Ya hay una base de datos en ${pgliteDir}. Para reemplazarla, repite la orden con ` +
          '--force: la actual se apartará en pglite.bak-<fecha>, sin borrarla.',
      };
    }
    const stamp = formatTimestamp(options.now ?? new Date());
    const stagingDir = path.join(dataDir, `pglite.restoring-${stamp}`);
    await rm(stagingDir, { recursive: true, force: true });
    let cardCount: number;
    try {
      cardCount = await loadArchive(new Blob([contents]), stagingDir);
      await makeDataDirPrivate(stagingDir);
    } catch (error) {
      await rm(stagingDir, { recursive: true, force: true });
      const detail = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        problem: `${archive} no es una copia válida de la base de datos (${detail}). No se cambió nada.`,
      };
    }
    const movedAsideTo = hasDatabase ? path.join(dataDir, `pglite.bak-${stamp}`) : null;
    if (movedAsideTo !== null) await rename(pgliteDir, movedAsideTo);
    else await rm(pgliteDir, { recursive: true, force: true });
    await rename(stagingDir, pgliteDir);
    return { ok: true, cardCount, movedAsideTo };
  });
}
