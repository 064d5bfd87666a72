import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort, waitForExit } from '../../../scripts/local-processes';

/** Where `npm start` and the scripts run from. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 60_000;
// A graceful stop may wait 5 s for connections (main.ts) and then flushes PGlite to disk, which
// is slow on a loaded two-core machine.
const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * How long a test that starts a process of ours (the server, a script run with tsx) may take:
 * as long as the process may take to start and to stop. The server project's 30 s default was
 * passed by such tests on a loaded two-core CI machine (28 November: create-user's 30.5 s,
 * data-dir-lock's takeover 31.2 s) while the process itself was still within its limits.
 */
export const PROCESS_TEST_TIMEOUT_MS = STARTUP_TIMEOUT_MS + SHUTDOWN_TIMEOUT_MS;

/** A real `src/server/main.ts` process on 127.0.0.1 and a free port. */
export interface ServerProcess {
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  readonly output: string;
  /** Ends the server with SIGTERM (a graceful shutdown) and waits for it to exit. */
  stop: () => Promise<void>;
  /** Ends it with SIGKILL, as a crash or an out-of-memory kill would. */
  kill: () => Promise<void>;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a child on the embedded database of `dataDir`, quiet unless it fails. */
function buildEnvironment(dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...extra };
}

/** Starts the server on `dataDir` and waits until /api/health answers; no client build needed. */
export async function startServerProcess(
  dataDir: string,
  environment: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: buildEnvironment(dataDir, { PORT: String(port), HOST, ...environment }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // A test that times out before it holds the handle must not leave a server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  async function end(signal: NodeJS.Signals): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    if (!(await waitForExit(child, SHUTDOWN_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, SHUTDOWN_TIMEOUT_MS);
      throw new Error(`The server ignored ${signal}:\n${output}`);
    }
  }

  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${output}`);
    }
    const isHealthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isHealthy) {
      return {
        baseUrl,
        get output() {
          return output;
        },
        stop: () => end('SIGTERM'),
        kill: () => end('SIGKILL'),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await end('SIGKILL');
  throw new Error(`The server did not answer /api/health in time:\n${output}`);
}

/** Runs a script of `scripts/` (as `npm run …` would) on `dataDir`; never throws on exit codes. */
export function runScript(
  script: string,
  args: readonly string[],
  dataDir: string,
  environment: NodeJS.ProcessEnv = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: REPOSITORY_ROOT, env: buildEnvironment(dataDir, environment) },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
