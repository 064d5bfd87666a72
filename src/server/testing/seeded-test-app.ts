import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../db/connect';
import { createDemoFixture, type DemoFixture } from './demo-fixture';
import { buildTestApp, type TestApp } from './test-app';
import { createTestDatabases, type TestDatabases } from './test-databases';

/** What a test file may add to the app; the database and demo catalogue come from the helper. */
export type SeededTestAppOptions = Omit<Parameters<typeof buildTestApp>[0], 'database' | 'demoDir'>;

/** The file's app, read through getters (valid once its `beforeAll` ran), with what it stands on. */
export interface SeededTestApp extends Omit<TestApp, 'close'> {
  readonly fixture: DemoFixture;
  /** For tests that need another app on a freshly seeded database. */
  readonly databases: TestDatabases;
}

/** One app on a seeded database for the enclosing `describe`, so test files share its set-up. */
export function useSeededTestApp(
  kind: DatabaseKind,
  /** Or a function giving them, when they depend on an earlier `beforeAll` (e.g. a fake AI server). */
  options: SeededTestAppOptions | (() => SeededTestAppOptions) = {},
): SeededTestApp {
  let fixture: DemoFixture | undefined;
  let databases: TestDatabases | undefined;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases(kind, fixture.demoDir);
    testApp = await buildTestApp({
      ...(typeof options === 'function' ? options() : options),
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await databases?.dispose();
    await fixture?.remove();
  });

  function ready<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('useSeededTestApp: read before its beforeAll ran');
    return value;
  }
  return {
    get app() {
      return ready(testApp).app;
    },
    get database() {
      return ready(testApp).database;
    },
    get auth() {
      return ready(testApp).auth;
    },
    get thumbnailDir() {
      return ready(testApp).thumbnailDir;
    },
    get fixture() {
      return ready(fixture);
    },
    get databases() {
      return ready(databases);
    },
  };
}
