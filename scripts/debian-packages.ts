/**
 * The tools the tests and benchmarks take from Debian (never downloaded builds): each is installed
 * with apt-get when it is missing and we are root; otherwise one line says how.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianTool {
  /** What the tool is for, in the sentence that asks for it («para las pruebas…»). */
  purpose: string;
  /** The executable that must exist. */
  path: string;
  /** The Debian packages that provide it. */
  packages: readonly string[];
}

export const CHROMIUM: DebianTool = {
  purpose: 'el navegador de las pruebas de extremo a extremo y los benchmarks',
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  packages: ['chromium', 'fonts-dejavu-core'],
};

/** Flags for Debian's Chromium in a sandbox without network (tests and benchmarks alike). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const WRK: DebianTool = {
  purpose: 'el generador de carga de los benchmarks de la API',
  path: '/usr/bin/wrk',
  packages: ['wrk'],
};

export const NGINX: DebianTool = {
  purpose:
    'el balanceador delante de varias instancias (start:cluster, las pruebas en PostgreSQL) y la referencia de los benchmarks',
  path: '/usr/sbin/nginx',
  packages: ['nginx-light'],
};

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Missing tools, each with the one line that says how to install it; empty when all are here. */
export function ensureDebianTools(tools: readonly DebianTool[]): string[] {
  const missing = tools.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return [];
  const packages = [...new Set(missing.flatMap((tool) => tool.packages))];
  if (isRoot()) {
    console.log(`Instalando desde Debian: ${packages.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  }
  return missing
    .filter((tool) => !existsSync(tool.path))
    .map(
      (tool) =>
        `Falta ${tool.path} (${tool.purpose}): instálalo con «sudo apt-get install ${tool.packages.join(' ')}».`,
    );
}

/** Exits with the install lines when a tool is still missing (command-line entry points). */
export function requireDebianTools(tools: readonly DebianTool[]): void {
  const problems = ensureDebianTools(tools);
  if (problems.length === 0) return;
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
