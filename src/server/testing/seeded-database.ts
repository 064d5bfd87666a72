import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DatabaseConnection, DatabaseKind } from '../db/connect';
import { createDemoFixture, type DemoFixture } from './demo-fixture';
import { createTestDatabases, type TestDatabases } from './test-databases';

/** A freshly seeded database for each test of the enclosing `describe`, read through getters. */
export interface SeededDatabase {
  readonly database: DatabaseConnection;
  readonly fixture: DemoFixture;
}

/**
 * For tests of services and repositories without the HTTP app (useSeededTestApp has the app):
 * one demo fixture and seeded snapshot per `describe`, and a fresh copy of it per test.
 */
export function useSeededDatabase(kind: DatabaseKind): SeededDatabase {
  let fixture: DemoFixture | undefined;
  let databases: TestDatabases | undefined;
  let database: DatabaseConnection | undefined;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases(kind, fixture.demoDir);
  });
  afterAll(async () => {
    await databases?.dispose();
    await fixture?.remove();
  });
  beforeEach(async () => {
    database = await databases?.openSeeded();
  });
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  function ready<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('useSeededDatabase: read outside a test');
    return value;
  }
  return {
    get database() {
      return ready(database);
    },
    get fixture() {
      return ready(fixture);
    },
  };
}
