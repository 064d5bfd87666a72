import { afterAll, beforeAll } from 'vitest';
import { seedOnFirstStart } from '../seed/first-start-seed';
import { createDemoFixture, type DemoFixture } from './demo-fixture';
import type { SeededTestAppOptions } from './seeded-test-app';
import { buildTestApp, type TestApp } from './test-app';
import { createTestDatabases, type TestDatabases } from './test-databases';

/**
 * `count` apps on one fresh, seeded PostgreSQL database for the enclosing `describe`, as
 * instances behind a load balancer are (issue 20): each has its own pool, limits and caches, and
 * the tests' auth secret, so a session of one is valid on every other. Read `instances` once the
 * `beforeAll` ran; needs DATABASE_URL.
 */
export function usePostgresInstances(
  count: number,
  /** Or a function giving them, when they depend on an earlier `beforeAll` (e.g. a fake AI). */
  options: SeededTestAppOptions | (() => SeededTestAppOptions) = {},
): { readonly instances: readonly TestApp[] } {
  let fixture: DemoFixture | undefined;
  let databases: TestDatabases | undefined;
  const instances: TestApp[] = [];

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases('postgres', fixture.demoDir);
    const openSharedDatabase = await databases.createEmptyLocation();
    for (let index = 0; index < count; index += 1) {
      const database = await openSharedDatabase();
      // The first seeds; the others find it done, as a starting instance would.
      await seedOnFirstStart(database.db, fixture.demoDir);
      instances.push(
        await buildTestApp({
          ...(typeof options === 'function' ? options() : options),
          database,
          demoDir: fixture.demoDir,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await databases?.dispose();
    await fixture?.remove();
  });
  return { instances };
}
