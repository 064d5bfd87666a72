import { chmod, lstat, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_PATH_PREFIX } from '../../contract/api-paths';
import { THUMBNAIL_WIDTHS } from '../../contract/images';
import {
  PROCESS_TEST_TIMEOUT_MS,
  runScript,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process';

/** Every entry under `root` (itself included) whose mode is not 0700 for a dir, 0600 for a file. */
async function listNonPrivateEntries(root: string): Promise<string[]> {
  const found: string[] = [];
  async function visit(entry: string): Promise<void> {
    const stats = await lstat(entry);
    const mode = stats.mode & 0o777;
    const expected = stats.isDirectory() ? 0o700 : 0o600;
    if (mode !== expected) found.push(`${path.relative(root, entry) || '.'} ${mode.toString(8)}`);
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  }
  await visit(root);
  return found;
}

async function countEntries(root: string): Promise<number> {
  return (await readdir(root, { recursive: true })).length;
}

// Each test starts the server or a script as a process of its own.
describe('private data files', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let parentDir: string;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    parentDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-modes-'));
    // Not created yet: the server (or command) makes it.
    dataDir = path.join(parentDir, 'datos');
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await rm(parentDir, { recursive: true, force: true });
  });

  it('creates the data dir 0700 and every file in it 0600 on a first start', async () => {
    server = await startServerProcess(dataDir);
    // Writes a file while the server runs: a thumbnail for its cache under the data dir.
    const thumbnail = await fetch(
      `${server.baseUrl}${IMAGE_PATH_PREFIX}demo/1.webp?w=${THUMBNAIL_WIDTHS[0]}`,
    );
    expect(thumbnail.status).toBe(200);
    await server.stop();

    expect(await readdir(path.join(dataDir, 'thumbnails'), { recursive: true })).not.toEqual([]);
    expect(server.output).not.toContain('legibles por otros usuarios');
    expect(await countEntries(dataDir)).toBeGreaterThan(100);
    expect(await listNonPrivateEntries(dataDir)).toEqual([]);
  }, 120_000);

  it('makes files and dirs left readable by others private at start, with a warning', async () => {
    await mkdir(path.join(dataDir, 'thumbnails'), { recursive: true });
    const leftOpen = path.join(dataDir, 'thumbnails', 'vieja.webp');
    await writeFile(leftOpen, 'x');
    await chmod(leftOpen, 0o666);
    await chmod(path.join(dataDir, 'thumbnails'), 0o755);
    await chmod(dataDir, 0o755);

    server = await startServerProcess(dataDir);

    expect((await stat(leftOpen)).mode & 0o777).toBe(0o600);
    expect(server.output).toContain(
      `3 archivo(s) o carpeta(s) de ${dataDir} eran legibles por otros usuarios del equipo`,
    );
    await server.stop();
    expect(await listNonPrivateEntries(dataDir)).toEqual([]);
  }, 120_000);

  it('keeps the files a command creates private too', async () => {
    const created = await runScript(
      'scripts/create-user.ts',
      ['--email', 'ana@example.com', '--password', 'clave-segura-1'],
      dataDir,
    );

    expect(created.code).toBe(0);
    expect(await countEntries(dataDir)).toBeGreaterThan(100);
    expect(await listNonPrivateEntries(dataDir)).toEqual([]);
  }, 120_000);
});
