/**
 * Makes sure the end-to-end tests have a browser: Debian's Chromium (never a downloaded build).
 * Installs it with apt-get when it is missing and we are root; otherwise says how, in one line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function installWithApt(): void {
  const run = (args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
}

function ensureBrowser(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Falta Chromium en ${CHROMIUM_PATH}: instálalo con «sudo apt-get install chromium» (o define CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Instalando Chromium de Debian para las pruebas de extremo a extremo…');
  installWithApt();
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get terminó pero no hay Chromium en ${CHROMIUM_PATH}.`);
    process.exit(1);
  }
}

ensureBrowser();
