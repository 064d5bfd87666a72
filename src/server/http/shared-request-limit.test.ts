import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/connect';
import { rateLimitHits } from '../db/schema';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { pollUntil } from '../testing/poll-until';
import { usePostgresInstances } from '../testing/postgres-instances';
import type { TestApp } from '../testing/test-app';
import {
  createTestDatabases,
  listTestDatabaseKinds,
  type TestDatabases,
} from '../testing/test-databases';
import { createSharedRequestLimit } from './shared-request-limit';

const hasPostgres = listTestDatabaseKinds().includes('postgres');
const LIMIT = 10;
const SYNC_MS = 100;

/** The counter every instance writes for one client's general limit. */
async function readHits(database: DatabaseConnection, address: string): Promise<number> {
  const rows = await database.db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, `request:${address}`));
  return rows[0]?.hits ?? 0;
}

async function requestStatuses(instance: TestApp, address: string, count: number) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await instance.app.inject({
      method: 'GET',
      url: '/api/catalogue',
      remoteAddress: address,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.skipIf(!hasPostgres)('the general request limit across two instances', () => {
  const shared = usePostgresInstances(2, {
    rateLimitPerMinute: LIMIT,
    requestLimitSyncMs: SYNC_MS,
  });

  it('refuses a client once the two instances together answered the limit', async () => {
    const [first, second] = shared.instances as [TestApp, TestApp];
    const address = '203.0.113.7';

    const onFirst = await requestStatuses(first, address, 6);
    // The first instance writes what it counted within one sync interval.
    expect(
      await pollUntil(
        () => readHits(first.database, address),
        (hits) => hits === 6,
        250,
      ),
    ).toBe(6);
    const onSecond = await requestStatuses(second, address, 5);
    expect(
      await pollUntil(
        () => readHits(first.database, address),
        (hits) => hits === 11,
        250,
      ),
    ).toBe(11);
    // Past one interval the first instance asks the database again, and learns the total.
    await new Promise((resolve) => setTimeout(resolve, SYNC_MS));
    const [againOnFirst] = await requestStatuses(first, address, 1);
    const otherClient = await requestStatuses(second, '203.0.113.8', 1);

    expect(onFirst).toEqual([200, 200, 200, 200, 200, 200]);
    expect(onSecond).toEqual([200, 200, 200, 200, 429]);
    expect(againOnFirst).toBe(429);
    expect(otherClient).toEqual([200]);
  });

  it('answers the refusal with Retry-After, in Spanish like every error', async () => {
    const [first] = shared.instances as [TestApp];
    const address = '203.0.113.9';
    await requestStatuses(first, address, LIMIT);

    const refused = await first.app.inject({
      method: 'GET',
      url: '/api/catalogue',
      remoteAddress: address,
    });

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      message: 'Demasiadas solicitudes. Espera un momento antes de volver a intentarlo.',
    });
  });
});

describe.skipIf(!hasPostgres)('the shared request limit when the database fails', () => {
  let fixture: DemoFixture;
  let databases: TestDatabases;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases('postgres', fixture.demoDir);
  });
  afterAll(async () => {
    await databases.dispose();
    await fixture.remove();
  });

  it('goes on counting in this instance and reports the error, instead of failing requests', async () => {
    const database = await databases.openSeeded();
    await database.close();
    const errors: unknown[] = [];
    const limit = createSharedRequestLimit(database.db, { onError: (error) => errors.push(error) });
    const store = new limit.Store({});

    const counts: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      counts.push(
        await new Promise<number>((resolve, reject) => {
          store.incr(
            '192.0.2.1',
            (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)),
            60_000,
            LIMIT,
          );
        }),
      );
    }
    await limit.close();

    expect(counts).toEqual([1, 2, 3]);
    expect(errors.length).toBeGreaterThan(0);
  });
});
