import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { editionBlocksSchema } from '../../contract/banlists';
import { DEFAULT_EDITION_BLOCKS } from '../../domain/cards/edition-blocks';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { buildTestApp, type TestApp } from '../testing/test-app';
import {
  createTestDatabases,
  listTestDatabaseKinds,
  type TestDatabases,
} from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('edition blocks API on %s', (kind) => {
  let fixture: DemoFixture;
  let databases: TestDatabases;
  let reader: TestApp;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases(kind, fixture.demoDir);
    reader = await buildTestApp({
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
    });
  });
  afterAll(async () => {
    await reader.close();
    await databases.dispose();
    await fixture.remove();
  });

  it('serves the edition to block mapping seeded on first start', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.editionBlocks });

    expect(response.statusCode).toBe(200);
    expect(editionBlocksSchema.parse(response.json())).toEqual(DEFAULT_EDITION_BLOCKS);
  });
});
