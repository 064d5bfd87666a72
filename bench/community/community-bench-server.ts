import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../../scripts/client-build';
import { findFreePort, waitForExit } from '../../scripts/local-processes';
import type { Card } from '../../src/domain/cards/card';
import { importCatalogue } from '../../src/server/catalogue/catalogue-import.service';
import { connectDatabase, type Database } from '../../src/server/db/connect';

const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 120_000;

export interface CommunityBenchServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: string[]) {
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output.join('')}`);
    const isHealthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isHealthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health in time:\n${output.join('')}`);
}

/**
 * As bench/support/bench-server.ts, with one step more: `prepare` writes straight into the fresh
 * PGlite data dir (the community's 100,000 decks) before the real server starts on it, since the
 * server then owns the directory.
 */
export async function startCommunityBenchServer(options: {
  cards: readonly Card[];
  prepare: (db: Database) => Promise<void>;
}): Promise<CommunityBenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grimorio-bench-community-'));
  let child: ChildProcess | null = null;
  const stop = async () => {
    if (child !== null && child.exitCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await connectDatabase({ dataDir, databaseUrl: undefined });
    try {
      const imported = await importCatalogue(database.db, options.cards);
      if (!imported.ok) throw new Error('The demo catalogue was refused');
      await options.prepare(database.db);
    } finally {
      await database.close();
    }
    const port = await findFreePort();
    const baseUrl = `http://${HOST}:${port}`;
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '10000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const output: string[] = [];
    started.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    started.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    await waitForHealth(baseUrl, started, output);
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
