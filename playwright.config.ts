import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (or a run and a dev server) coexist on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The fake AI provider of the journeys (tests/e2e/support/fake-openai.ts) moves with the app's
// port, so two runs do not share one either; workers inherit the variable.
process.env.E2E_FAKE_OPENAI_PORT ??= String(4010 + PORT - 4173);
const FAKE_AI_PORT = Number(process.env.E2E_FAKE_OPENAI_PORT);

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
  webServer: [
    {
      // The AI provider of the journeys: a fake OpenAI-compatible server on 127.0.0.1.
      command: 'npx tsx tests/e2e/support/fake-openai.ts',
      url: `http://127.0.0.1:${FAKE_AI_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { FAKE_OPENAI_PORT: String(FAKE_AI_PORT) },
    },
    {
      command: 'npx tsx src/server/main.ts',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Always the embedded database: journeys start from a fresh catalogue even when the
      // environment points DATABASE_URL at a shared PostgreSQL (the server tests cover that).
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: 'admin@grimorio.test',
        ADMIN_PASSWORD: 'admin-e2e-secreto',
        // Journeys that need an editor sign the admin in; parallel workers would otherwise meet
        // the per-email sign-in limit that protects real accounts (the server tests cover it).
        SIGN_IN_RATE_LIMIT: '100',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
        AI_API_KEY: 'clave-de-prueba',
      },
    },
  ],
});
