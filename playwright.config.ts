import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (or a run and a dev server) coexist on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Every run starts from an empty data directory, so the server seeds the demo catalogue afresh
// and no run sees another's edits. Workers load this file again and inherit the variable, so
// only one directory is made per run.
process.env.GRIMORIO_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'grimorio-e2e-'));
const dataDir = process.env.GRIMORIO_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'es-CL',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Always the embedded database: journeys start from a fresh catalogue even when the
    // environment points DATABASE_URL at a shared PostgreSQL (the server tests cover that).
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  },
});
