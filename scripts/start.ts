/**
 * `npm start`: builds the client when its build is missing or older than its sources, then runs
 * the server. A second start with unchanged sources skips the build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureClientBuild, REPOSITORY_ROOT } from './client-build';

// The default DATA_DIR is relative to the repository root.
process.chdir(REPOSITORY_ROOT);

if (!existsSync(path.join(REPOSITORY_ROOT, 'src/client/index.html'))) {
  console.warn('No existe src/client/index.html: se inicia solo la API.');
} else {
  const { hasBuilt } = await ensureClientBuild({
    onBuildStart: () => console.log('Compilando la aplicación web…'),
  });
  if (!hasBuilt) console.log('La aplicación web ya está compilada.');
}

await import('../src/server/main');
