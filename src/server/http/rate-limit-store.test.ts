import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/connect';
import { rateLimitHits } from '../db/schema';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import {
  createTestDatabases,
  listTestDatabaseKinds,
  type TestDatabases,
} from '../testing/test-databases';
import { readClientAddress, UNKNOWN_CLIENT_ADDRESS } from './client-address';
import { createDatabaseRateLimitStore, createMemoryRateLimitStore } from './rate-limit-store';

const MINUTE_MS = 60_000;

describe('counters in memory', () => {
  it('counts hits per key within a window and starts again once it has passed', async () => {
    let time = 1_000_000;
    const store = createMemoryRateLimitStore(() => time);

    const first = [await store.hit('a', MINUTE_MS), await store.hit('a', MINUTE_MS)];
    const other = await store.hit('b', MINUTE_MS);
    time += MINUTE_MS;
    const afterWindow = await store.hit('a', MINUTE_MS);

    expect(first).toEqual([
      { hits: 1, resetsInMs: MINUTE_MS },
      { hits: 2, resetsInMs: MINUTE_MS },
    ]);
    expect(other.hits).toBe(1);
    expect(afterWindow).toEqual({ hits: 1, resetsInMs: MINUTE_MS });
  });
});

describe.each(listTestDatabaseKinds())('counters in the database on %s', (kind) => {
  let fixture: DemoFixture;
  let databases: TestDatabases;
  let database: DatabaseConnection;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases(kind, fixture.demoDir);
    database = await databases.openSeeded();
  });
  afterAll(async () => {
    await database.close();
    await databases.dispose();
    await fixture.remove();
  });

  async function endWindow(key: string): Promise<void> {
    await database.db
      .update(rateLimitHits)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, key));
  }

  it('counts hits per key and reports when the window ends', async () => {
    const store = createDatabaseRateLimitStore(database.db);

    const hits = [
      await store.hit('count:a', MINUTE_MS),
      await store.hit('count:a', MINUTE_MS),
      await store.hit('count:b', MINUTE_MS),
    ];

    expect(hits.map((hit) => hit.hits)).toEqual([1, 2, 1]);
    for (const hit of hits) {
      expect(hit.resetsInMs).toBeGreaterThan(0);
      expect(hit.resetsInMs).toBeLessThanOrEqual(MINUTE_MS);
    }
  });

  it('starts a key again at 1 once its window has ended', async () => {
    const store = createDatabaseRateLimitStore(database.db);
    await store.hit('restart:a', MINUTE_MS);
    await store.hit('restart:a', MINUTE_MS);

    await endWindow('restart:a');

    expect((await store.hit('restart:a', MINUTE_MS)).hits).toBe(1);
    expect((await store.hit('restart:a', MINUTE_MS)).hits).toBe(2);
  });

  it('gives every one of many simultaneous hits its own count', async () => {
    const store = createDatabaseRateLimitStore(database.db);

    const hits = await Promise.all(
      Array.from({ length: 20 }, () => store.hit('burst:a', MINUTE_MS)),
    );

    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('deletes ended windows every few minutes, not on every hit', async () => {
    let time = 5_000_000;
    const store = createDatabaseRateLimitStore(database.db, () => time);
    await store.hit('cleanup:old', MINUTE_MS);
    await endWindow('cleanup:old');
    const readKeys = async () =>
      (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
        (row) => row.key,
      );

    await store.hit('cleanup:new', MINUTE_MS);
    const soonAfter = await readKeys();
    time += 10 * MINUTE_MS;
    await store.hit('cleanup:new', MINUTE_MS);

    expect(soonAfter).toContain('cleanup:old');
    expect(await readKeys()).not.toContain('cleanup:old');
    expect(await readKeys()).toContain('cleanup:new');
  });
});

describe('client address of a rate-limit key', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address, by its /64', '2001:db8:1:2:aaaa::1', '2001:db8:1:2::'],
    ['a client that already disconnected', undefined, UNKNOWN_CLIENT_ADDRESS],
  ])('keys %s without throwing', (_case, ip, expected) => {
    expect(readClientAddress({ ip })).toBe(expected);
  });
});
