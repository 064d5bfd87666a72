import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../contract/auth';
import { BUILT_IN_BANLISTS } from '../domain/banlists/built-in-banlists';
import { readCatalogueFile } from './catalogue/catalogue-file';
import { validateCatalogue } from './catalogue/catalogue-validation';
import { META_KEYS } from './db/app-meta.repository';
import { REPOSITORY_ROOT, startServerProcess, type ServerProcess } from './testing/server-process';
import { SESSION_COOKIE_NAME } from './testing/test-accounts';

// Issue 20: replicas started together on an empty PostgreSQL all come up, with one admin, one
// catalogue, one set of formats and one auth secret; a cookie of one works on every other. Real
// processes of src/server/main.ts, each with its own data dir, as on separate machines.

const DATABASE_URL = process.env.DATABASE_URL;
const ROUNDS = 10;
const INSTANCES = 3;
const ADMIN = { email: 'admin@grimorio.test', password: 'admin-de-la-carrera' };

/** How many cards the demo catalogue a first start stores has. */
async function countDemoCards(): Promise<number> {
  const read = await readCatalogueFile(path.join(REPOSITORY_ROOT, 'data', 'demo', 'cards.json'));
  const validation = read.ok ? validateCatalogue(read.data) : read;
  if (!validation.ok) throw new Error('the demo catalogue does not load');
  return validation.cards.length;
}

interface DatabaseFacts {
  admins: number;
  users: number;
  cards: number;
  formats: number;
  seededFlags: number;
  authSecrets: number;
}

async function readFacts(client: pg.Client): Promise<DatabaseFacts> {
  const count = async (query: string, values: unknown[] = []) =>
    Number((await client.query<{ n: string }>(query, values)).rows[0]?.n);
  return {
    admins: await count(`select count(*) as n from users where role = 'admin'`),
    users: await count('select count(*) as n from users'),
    cards: await count('select count(*) as n from cards'),
    formats: await count('select count(*) as n from banlists'),
    seededFlags: await count('select count(*) as n from app_meta where key = $1', [
      META_KEYS.seeded,
    ]),
    authSecrets: await count('select count(*) as n from app_meta where key = $1', [
      META_KEYS.authSecret,
    ]),
  };
}

async function signInOver(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}${AUTH_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (response.status !== 200 || cookie === undefined) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

async function readSignedInEmail(server: ServerProcess, cookie: string): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${AUTH_PATHS.me}`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { email?: unknown } | null };
  return body.user?.email ?? null;
}

describe.skipIf(DATABASE_URL === undefined)(
  'replicas started together on an empty PostgreSQL',
  () => {
    let admin: pg.Client;
    let workDir: string;
    let demoCardCount: number;
    const prefix = `grimorio_race_${process.pid}_${Date.now()}`;
    const databases: string[] = [];

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      workDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-race-'));
      demoCardCount = await countDemoCards();
    });
    afterAll(async () => {
      for (const name of databases) {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }
      await admin.end();
      await rm(workDir, { recursive: true, force: true });
    });

    it(`come up in each of ${ROUNDS} rounds of ${INSTANCES} with one admin, catalogue, format set and secret`, async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const name = `${prefix}_${round}`;
        await admin.query(`create database "${name}"`);
        databases.push(name);
        const url = new URL(DATABASE_URL ?? '');
        url.pathname = `/${name}`;
        const dataDirs = Array.from({ length: INSTANCES }, (_, index) =>
          path.join(workDir, `round-${round}-instance-${index}`),
        );
        const started = await Promise.allSettled(
          dataDirs.map((dataDir) =>
            startServerProcess(dataDir, {
              DATABASE_URL: url.toString(),
              BETTER_AUTH_SECRET: '',
              ADMIN_EMAIL: ADMIN.email,
              ADMIN_PASSWORD: ADMIN.password,
            }),
          ),
        );
        const servers = started.flatMap((result) =>
          result.status === 'fulfilled' ? [result.value] : [],
        );
        try {
          const failures = started.flatMap((result) =>
            result.status === 'rejected' ? [String(result.reason)] : [],
          );
          expect(failures, `round ${round}`).toEqual([]);

          const database = new pg.Client({ connectionString: url.toString() });
          await database.connect();
          try {
            expect(await readFacts(database), `round ${round}`).toEqual({
              admins: 1,
              users: 1,
              cards: demoCardCount,
              formats: BUILT_IN_BANLISTS.length,
              seededFlags: 1,
              authSecrets: 1,
            });
          } finally {
            await database.end();
          }

          // No BETTER_AUTH_SECRET and a data dir each, yet one session for all of them.
          const [first, ...others] = servers;
          if (first === undefined) throw new Error('no server came up');
          const cookie = await signInOver(first);
          for (const other of others) {
            expect(await readSignedInEmail(other, cookie), `round ${round}`).toBe(ADMIN.email);
          }
        } finally {
          await Promise.all(servers.map((server) => server.stop()));
        }
      }
    }, 600_000);
  },
);
