/**
 * `npm start`: builds the client when its build is missing or older than its sources, then runs
 * the server. A second start with unchanged sources skips the build.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_SOURCES = ['src/client', 'src/contract', 'src/domain'];
const CLIENT_ENTRY = 'src/client/index.html';
const BUILT_INDEX = 'dist/client/index.html';

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
    CLIENT_SOURCES.filter((dir) => existsSync(dir)).map(findNewestModification),
  );
  return sourceTimes.some((modified) => modified > builtAt);
}

// Vite's config and the default DATA_DIR are relative to the repository root.
process.chdir(ROOT);

if (!existsSync(CLIENT_ENTRY)) {
  console.warn(`No existe ${CLIENT_ENTRY}: se inicia solo la API.`);
} else if (await isClientBuildStale()) {
  console.log('Compilando la aplicación web…');
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

await import('../src/server/main');
