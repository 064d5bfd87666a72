import path from 'node:path';
import { lock } from 'proper-lockfile';

/**
 * A held lock is refreshed every few seconds; one not refreshed for this long belongs to a process
 * that was killed and is taken over (proper-lockfile's stale rule).
 */
const STALE_AFTER_MS = 10_000;
/** How long a second process waits for the holder to finish before it refuses: about 5 s. */
const WAIT_RETRIES = { retries: 10, factor: 1, minTimeout: 500, maxTimeout: 500 };

/** The embedded database directory is held by another process: the server or another command. */
export class DataDirInUseError extends Error {
  constructor(readonly pgliteDir: string) {
    super(
      `La base de datos embebida (${pgliteDir}) está en uso por el servidor de Grimorio u otro ` +
        'proceso; solo un proceso puede abrirla a la vez. Detén el servidor y vuelve a ' +
        'intentarlo, haz el cambio desde las páginas de administración de la aplicación (el ' +
        'catálogo se importa y exporta en la página «Catálogo», /catalogo), o usa ' +
        'PostgreSQL con DATABASE_URL (así el servidor y los comandos pueden trabajar a la vez).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Releases the lock; safe to call more than once. */
export type ReleaseDataDirLock = () => Promise<void>;

/**
 * Only one process may open a PGlite directory: two would each keep their own copy of the
 * database in memory and overwrite each other's files, which has lost whole databases. The lock
 * is `pglite.lock` beside the directory, so it is never part of a dump of it and survives the
 * directory being moved aside by a restore.
 */
export async function lockDataDir(pgliteDir: string): Promise<ReleaseDataDirLock> {
  let release: () => Promise<void>;
  try {
    release = await lock(pgliteDir, {
      lockfilePath: `${pgliteDir}.lock`,
      realpath: false,
      stale: STALE_AFTER_MS,
      retries: WAIT_RETRIES,
      onCompromised: () => stopOnLostLock(pgliteDir),
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirInUseError(pgliteDir);
    }
    throw error;
  }
  let isReleased = false;
  return async () => {
    if (isReleased) return;
    isReleased = true;
    await release();
  };
}

/**
 * Another process took the lock over (this one stalled past the stale limit, or the lock was
 * deleted): writing on would damage the database the other process now has open, so stop at once
 * without flushing anything.
 */
function stopOnLostLock(pgliteDir: string): never {
  console.error(
    `Se perdió el bloqueo de la base de datos embebida (${path.resolve(pgliteDir)}): otro ` +
      'proceso la abrió. Grimorio se detiene sin escribir más para no dañarla.',
  );
  process.exit(1);
}
