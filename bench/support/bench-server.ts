import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Card } from '../../src/domain/cards/card';
import { formatCatalogueProblem } from '../../src/server/catalogue/catalogue-validation';
import { importCatalogue } from '../../src/server/catalogue/catalogue-import.service';
import { connectDatabase, type Database } from '../../src/server/db/connect';
import { REPOSITORY_ROOT } from '../../scripts/client-build';
import { findFreePort, waitForExit } from '../../scripts/local-processes';
import { renderEveryThumbnail } from './thumbnail-warmup';

const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 90_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Lines of the server's output kept to explain a failed start. */
const KEPT_OUTPUT_LINES = 40;

/** A real Grimorio server on a throwaway data dir; `stop` ends it and deletes the dir. */
export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export interface BenchServerOptions {
  cards: readonly Card[];
  /**
   * Requests per minute and client on /api. A load test comes from one address, so the default
   * limit would turn most requests into 429s and measure the limiter, not the catalogue.
   */
  rateLimitPerMinute?: number;
  onProgress?: (message: string) => void;
  /**
   * Writes straight into the fresh data dir after the catalogue, before the server starts and
   * owns the directory (the community bench's 100,000 decks).
   */
  prepare?: (db: Database) => Promise<void>;
  startupTimeoutMs?: number;
  /**
   * Renders every thumbnail of the catalogue's images once the server answers, as a server that
   * has been running has them (see renderEveryThumbnail): for benches that time the browser.
   */
  hasThumbnailsRendered?: boolean;
}

async function importIntoDataDir(
  dataDir: string,
  cards: readonly Card[],
  prepare?: (db: Database) => Promise<void>,
): Promise<void> {
  const database = await connectDatabase({ dataDir, databaseUrl: undefined });
  try {
    const result = await importCatalogue(database.db, cards);
    if (!result.ok) {
      const problems = result.problems.slice(0, 5).map(formatCatalogueProblem).join('\n');
      throw new Error(`The synthetic catalogue was refused:\n${problems}`);
    }
    await prepare?.(database.db);
  } finally {
    await database.close();
  }
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: string[],
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${output.join('')}`);
    }
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
 * Imports `cards` into a fresh PGlite data dir under the system's temp dir through the server's
 * own import service, then runs `src/server/main.ts` as a child process on 127.0.0.1 and a free
 * port, so load generators and the browser never share the server's event loop.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const {
    cards,
    rateLimitPerMinute = 10_000_000,
    onProgress,
    prepare,
    startupTimeoutMs = STARTUP_TIMEOUT_MS,
    hasThumbnailsRendered = false,
  } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grimorio-bench-'));
  let child: ChildProcess | null = null;

  const stop = async () => {
    process.off('SIGINT', handleSignal);
    process.off('SIGTERM', handleSignal);
    if (child !== null && child.exitCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, SHUTDOWN_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, SHUTDOWN_TIMEOUT_MS);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // Ctrl+C must not leave a server running or a data dir behind.
  function handleSignal(signal: NodeJS.Signals) {
    void stop().finally(() => process.kill(process.pid, signal));
  }
  process.once('SIGINT', handleSignal);
  process.once('SIGTERM', handleSignal);

  try {
    onProgress?.(`Importando ${cards.length} cartas en ${dataDir}…`);
    await importIntoDataDir(dataDir, cards, prepare);
    const port = await findFreePort();
    const baseUrl = `http://${HOST}:${port}`;
    onProgress?.(`Iniciando el servidor en ${baseUrl}…`);
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      if (output.length > KEPT_OUTPUT_LINES) output.shift();
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    await waitForHealth(baseUrl, started, output, startupTimeoutMs);
    if (hasThumbnailsRendered) {
      const warmup = await renderEveryThumbnail(baseUrl, cards);
      onProgress?.(
        `Miniaturas generadas antes de medir, como las tiene un servidor en marcha: ${warmup.thumbnails} en ${warmup.seconds.toFixed(1)} s (${warmup.missing} sin imagen de origen)`,
      );
    }
    return { baseUrl, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
