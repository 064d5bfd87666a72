/**
 * Several Grimorio instances on one PostgreSQL behind Debian's nginx, on one machine: what
 * `npm run start:cluster`, the Playwright run on PostgreSQL and `npm run bench:scale` start.
 * The nginx site is deploy/nginx/grimorio.conf, the same file a real deployment uses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from './client-build';
import { NGINX } from './debian-packages';
import { findFreePort, waitForExit } from './local-processes';

export const NGINX_SITE_PATH = path.join(REPOSITORY_ROOT, 'deploy', 'nginx', 'grimorio.conf');

const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
/** Lines of a child's output kept to explain a failed start. */
const KEPT_OUTPUT_CHARS = 8_000;

export interface NginxSiteOptions {
  /** The instances, as `host:port`. */
  instances: readonly string[];
  /** nginx's `listen` value: a port, or `address:port`. */
  listen: string;
  /** The built client (dist/client) of the release the instances run. */
  clientDir: string;
}

/** deploy/nginx/grimorio.conf with its marks filled in. */
export function renderNginxSite(options: NginxSiteOptions): string {
  if (options.instances.length === 0) throw new Error('nginx needs at least one instance');
  const instances = options.instances.map((instance) => `    server ${instance};`).join('\n');
  return readFileSync(NGINX_SITE_PATH, 'utf8')
    .replace('{{INSTANCES}}', instances)
    .replace('{{LISTEN}}', options.listen)
    .replace('{{CLIENT_DIR}}', options.clientDir);
}

/**
 * A whole nginx.conf around `site` for a run without root: its pid, logs and temporary files
 * under `runDir`, in the foreground.
 */
export function renderStandaloneNginx(
  runDir: string,
  site: string,
  workerProcesses: number | 'auto' = 'auto',
): string {
  return `worker_processes ${workerProcesses};
daemon off;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${runDir}/client-body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
${site}
}
`;
}

export interface RunningProcess {
  readonly output: string;
  stop: () => Promise<void>;
}

/** Starts a child, keeps the end of its output, and gives a stop that ends it with SIGTERM. */
function spawnKept(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: (line: string) => void },
): { child: ChildProcess; running: RunningProcess } {
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPOSITORY_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-KEPT_OUTPUT_CHARS);
    if (options.echo) for (const line of text.split('\n')) if (line) options.echo(line);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return {
    child,
    running: {
      get output() {
        return output;
      },
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        if (!(await waitForExit(child, SHUTDOWN_TIMEOUT_MS))) {
          child.kill('SIGKILL');
          await waitForExit(child, SHUTDOWN_TIMEOUT_MS);
        }
      },
    },
  };
}

/** Waits until `url` answers 2xx, or throws with the child's output when it exits first. */
async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  running: RunningProcess,
  name: string,
): Promise<void> {
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}:\n${running.output}`);
    }
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} in time:\n${running.output}`);
}

export interface StartedNginx extends RunningProcess {
  runDir: string;
}

/** Debian's nginx with `site`, in the foreground, ready once `readyUrl` answers. */
export async function startNginx(
  site: string,
  readyUrl: string,
  workerProcesses: number | 'auto' = 'auto',
): Promise<StartedNginx> {
  const runDir = await mkdtemp(path.join(tmpdir(), 'grimorio-nginx-'));
  // Started by root, nginx's workers run as an unprivileged user, who must reach its temp files.
  await chmod(runDir, 0o755);
  const configPath = path.join(runDir, 'nginx.conf');
  await writeFile(configPath, renderStandaloneNginx(runDir, site, workerProcesses));
  const { child, running } = spawnKept(NGINX.path, ['-c', configPath, '-p', runDir], {});
  try {
    await waitUntilAnswering(readyUrl, child, running, 'nginx');
  } catch (error) {
    await running.stop();
    await rm(runDir, { recursive: true, force: true });
    throw error;
  }
  return {
    runDir,
    get output() {
      return running.output;
    },
    async stop() {
      await running.stop();
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

export interface ClusterOptions {
  /** How many app instances. */
  instances: number;
  databaseUrl: string;
  /** nginx's port on 127.0.0.1 (or `listen`, an `address:port`). */
  port: number;
  listen?: string;
  /** Each instance keeps its data dir (thumbnails, its lock) under here: instance-1, … */
  dataDir: string;
  clientDir: string;
  /** More settings for every instance (ADMIN_EMAIL, limits, the AI provider, …). */
  environment?: NodeJS.ProcessEnv;
  /** The instances' own ports; free ones when unset. */
  instancePorts?: readonly number[];
  /** nginx's worker processes; `auto` (one per core) when unset. */
  nginxWorkers?: number | 'auto';
  /** Each line an instance writes, with its number; nothing when unset. */
  echo?: (instance: number, line: string) => void;
}

export interface Cluster {
  /** nginx's address, what a browser opens. */
  url: string;
  instanceUrls: readonly string[];
  stop: () => Promise<void>;
}

/**
 * Starts the instances together (as replicas of a deployment start: the start-up lock in
 * PostgreSQL makes them take turns), waits for each to answer /api/health, then nginx in front.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const ports =
    options.instancePorts ??
    (await Promise.all(Array.from({ length: options.instances }, () => findFreePort())));
  const started: RunningProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((running) => running.stop()));
  };
  try {
    const children = await Promise.all(
      ports.map(async (port, index) => {
        const dataDir = path.join(options.dataDir, `instance-${index + 1}`);
        await mkdir(dataDir, { recursive: true });
        const spawned = spawnKept(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
          env: {
            ...process.env,
            ...options.environment,
            PORT: String(port),
            HOST,
            DATA_DIR: dataDir,
            DATABASE_URL: options.databaseUrl,
            // nginx runs on this machine: its X-Forwarded-For is the client's address.
            TRUST_PROXY: 'loopback',
          },
          ...(options.echo ? { echo: (line: string) => options.echo?.(index + 1, line) } : {}),
        });
        started.push(spawned.running);
        return spawned;
      }),
    );
    const instanceUrls = ports.map((port) => `http://${HOST}:${port}`);
    await Promise.all(
      children.map(({ child, running }, index) =>
        waitUntilAnswering(
          `${instanceUrls[index]}/api/health`,
          child,
          running,
          `Instance ${index + 1}`,
        ),
      ),
    );
    const url = `http://${HOST}:${options.port}`;
    const site = renderNginxSite({
      instances: ports.map((port) => `${HOST}:${port}`),
      listen: options.listen ?? `${HOST}:${options.port}`,
      clientDir: options.clientDir,
    });
    const nginx = await startNginx(site, `${url}/api/health`, options.nginxWorkers);
    return {
      url,
      instanceUrls,
      async stop() {
        await nginx.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
