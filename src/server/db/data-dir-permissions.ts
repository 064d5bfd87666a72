import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Group and other may neither read, write nor enter anything the process creates. */
const PRIVATE_UMASK = 0o077;
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
const GROUP_OR_OTHER_BITS = 0o077;

/**
 * The data dir holds password hashes, sessions and the auth secret (also in the database's
 * write-ahead log), so everything created in it must be private to the owner: sets the process
 * umask, then creates the data dir 0700. Call before anything opens the database.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  process.umask(PRIVATE_UMASK);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Data dirs made by earlier versions (or copied by hand) may be readable by other users: makes
 * every directory under `dataDir` (itself included) 0700 and every file 0600, and returns how
 * many it changed. Symbolic links are left alone: their targets are not the app's to change; so
 * are `exclude`d paths (the default data dir holds the repository's demo catalogue).
 */
export async function makeDataDirPrivate(
  dataDir: string,
  options: { exclude?: readonly string[] } = {},
): Promise<number> {
  const excluded = new Set((options.exclude ?? []).map((entry) => path.resolve(entry)));
  let changed = 0;
  async function visit(entry: string): Promise<void> {
    if (excluded.has(path.resolve(entry))) return;
    const stats = await lstat(entry).catch(ignoreVanished);
    if (stats === null || stats.isSymbolicLink()) return;
    const isDirectory = stats.isDirectory();
    if ((stats.mode & GROUP_OR_OTHER_BITS) !== 0) {
      await chmod(entry, isDirectory ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
      changed += 1;
    }
    if (!isDirectory) return;
    for (const name of await readdir(entry)) await visit(path.join(entry, name));
  }
  await visit(dataDir);
  return changed;
}

/** A file deleted while the tree is walked (a database's temporary file) needs no fixing. */
function ignoreVanished(error: unknown): null {
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
  throw error;
}

/** The warning that names what was changed, or null when nothing needed it. */
export function describePrivatisedFiles(dataDir: string, changed: number): string | null {
  if (changed === 0) return null;
  return (
    `${changed} archivo(s) o carpeta(s) de ${dataDir} eran legibles por otros usuarios del ` +
    'equipo; ahora solo los puede leer su dueño (carpetas 0700, archivos 0600).'
  );
}
