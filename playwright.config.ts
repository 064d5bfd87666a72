import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/debian-packages';
import { toDatabaseUrl } from './tests/e2e/support/postgres-database';

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

// With DATABASE_URL set (CI), the journeys run against the app on PostgreSQL as a community that
// outgrew one process runs it (issue 20): two instances behind nginx (scripts/cluster.ts,
// deploy/nginx/grimorio.conf) on their own port, with their own data directories (thumbnails)
// and a throwaway database on that server, created just before they start and dropped by the
// global teardown. Without it, they run against one app on the embedded database, as `npm start`
// runs it. Each journey runs once: the server suite runs every route on both databases, and a
// second pass through the browser doubled the journeys' share of CI's 2 cores (ADR 0027).
const POSTGRES_SERVER_URL = process.env.DATABASE_URL || undefined;
const POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? PORT + 500);
const POSTGRES_BASE_URL = `http://127.0.0.1:${POSTGRES_PORT}`;
if (POSTGRES_SERVER_URL !== undefined) {
  process.env.GRIMORIO_E2E_PG_SERVER ??= POSTGRES_SERVER_URL;
  process.env.GRIMORIO_E2E_PG_DATABASE ??= `grimorio_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  process.env.GRIMORIO_E2E_PG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'grimorio-e2e-pg-'));
}

/** The environment of one app under test; only its port, data and database differ. */
function makeAppEnvironment(port: number, appDataDir: string, databaseUrl: string) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: appDataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: 'admin@grimorio.test',
    ADMIN_PASSWORD: 'admin-e2e-secreto',
    // Every journey that needs an editor signs up a new account and signs the admin in, all
    // from 127.0.0.1; the sign-in and sign-up limits that protect real accounts (covered by the
    // server tests) would otherwise refuse them part way through a run.
    SIGN_IN_RATE_LIMIT: '100',
    SIGN_IN_ADDRESS_RATE_LIMIT: '200',
    SIGN_UP_RATE_LIMIT: '200',
    AI_PROVIDER: 'openai',
    AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
    AI_API_KEY: 'clave-de-prueba',
  };
}

/**
 * Journeys that add to data every journey of their app shares: cards to the catalogue, official
 * formats to the format lists. Others count those ('12 de 184', the format picker's options), so
 * these run only once every other journey of their app is done, never beside them.
 */
const SHARED_DATA_GROWING_JOURNEYS = [
  '**/catalogue-admin-import.e2e.ts',
  '**/review-create-card.e2e.ts',
  '**/banlist-history-diff.e2e.ts',
  '**/deck-builder-dated-list.e2e.ts',
  '**/deck-builder-broken-decks.e2e.ts',
];

/** Journeys of the load balancer, which only the run on PostgreSQL has (issue 20). */
const LOAD_BALANCER_JOURNEYS = ['**/load-balancer.e2e.ts'];

/**
 * The journeys of one app: the rest first, then those that grow its shared data; `absent`, the
 * journeys of what this app does not run.
 */
function makeChromiumProjects(name: string, baseURL: string, absent: string[] = []): Project[] {
  const use: Project['use'] = {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM.path, args: CHROMIUM_FLAGS },
  };
  return [
    { name, use, testIgnore: [...SHARED_DATA_GROWING_JOURNEYS, ...absent] },
    {
      name: `${name}-catalogue-writes`,
      use,
      testMatch: SHARED_DATA_GROWING_JOURNEYS,
      dependencies: [name],
    },
  ];
}

/** The AI provider of the journeys: a fake OpenAI-compatible server on 127.0.0.1. */
const fakeAiServer = {
  // The journeys only ever set it to answer a reading, slowly.
  command: 'npx tsx tests/e2e/support/fake-openai.ts',
  url: `http://127.0.0.1:${FAKE_AI_PORT}/health`,
  timeout: 60_000,
  reuseExistingServer: false,
  env: { FAKE_OPENAI_PORT: String(FAKE_AI_PORT) },
};

const postgresDatabase = process.env.GRIMORIO_E2E_PG_DATABASE;
const postgresDataDir = process.env.GRIMORIO_E2E_PG_DATA_DIR;
const isOnPostgres =
  POSTGRES_SERVER_URL !== undefined &&
  postgresDatabase !== undefined &&
  postgresDataDir !== undefined;

const appServer = isOnPostgres
  ? {
      command: 'npx tsx tests/e2e/support/postgres-database.ts && npx tsx scripts/start-cluster.ts',
      url: `${POSTGRES_BASE_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        ...makeAppEnvironment(
          POSTGRES_PORT,
          postgresDataDir,
          toDatabaseUrl(POSTGRES_SERVER_URL, postgresDatabase),
        ),
        CLUSTER_INSTANCES: '2',
      },
    }
  : {
      command: 'npx tsx src/server/main.ts',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: makeAppEnvironment(PORT, dataDir, ''),
    };
const webServers: NonNullable<PlaywrightTestConfig['webServer']> = [fakeAiServer, appServer];
const projects: Project[] = isOnPostgres
  ? makeChromiumProjects('chromium-postgres', POSTGRES_BASE_URL)
  : makeChromiumProjects('chromium', BASE_URL, LOAD_BALANCER_JOURNEYS);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  workers: 2,
  // Journeys are whole user stories: on a 2-core machine whose DevTools round trip is 10–40 ms
  // (seen on 28 November, twice the usual) several took 20–25 s of Playwright's default 30.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    locale: 'es-CL',
    trace: 'retain-on-failure',
  },
  projects,
  webServer: webServers,
  globalTeardown:
    POSTGRES_SERVER_URL !== undefined ? './tests/e2e/support/drop-postgres-database.ts' : undefined,
});
