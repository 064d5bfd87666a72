import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const CLIENT_BUILD_DIR = path.join(REPOSITORY_ROOT, 'dist', 'client');

const CLIENT_SOURCE_DIRS = ['src/client', 'src/contract', 'src/domain'];
const BUILT_INDEX = path.join(CLIENT_BUILD_DIR, 'index.html');

async function findNewestModification(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    const modified = entry.isDirectory()
      ? await findNewestModification(entryPath)
      : (await stat(entryPath)).mtimeMs;
    newest = Math.max(newest, modified);
  }
  return newest;
}

async function isClientBuildStale(): Promise<boolean> {
  if (!existsSync(BUILT_INDEX)) return true;
  const builtAt = (await stat(BUILT_INDEX)).mtimeMs;
  const sourceTimes = await Promise.all(
    CLIENT_SOURCE_DIRS.map((dir) => path.join(REPOSITORY_ROOT, dir))
      .filter((dir) => existsSync(dir))
      .map(findNewestModification),
  );
  return sourceTimes.some((modified) => modified > builtAt);
}

/**
 * Runs `vite build` when dist/client is missing or older than the client's sources (used by
 * `npm start` and the benchmarks); returns whether it built.
 */
export async function ensureClientBuild(
  options: { onBuildStart?: () => void } = {},
): Promise<{ hasBuilt: boolean }> {
  if (!(await isClientBuildStale())) return { hasBuilt: false };
  options.onBuildStart?.();
  const { build } = await import('vite');
  // vite.config.ts names its root relative to the repository.
  const previousDir = process.cwd();
  process.chdir(REPOSITORY_ROOT);
  try {
    await build({ configFile: path.join(REPOSITORY_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    process.chdir(previousDir);
  }
  return { hasBuilt: true };
}
