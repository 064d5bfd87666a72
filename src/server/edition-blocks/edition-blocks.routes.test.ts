import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { editionBlocksSchema } from '../../contract/edition-blocks';
import { DEFAULT_EDITION_BLOCKS } from '../../domain/cards/edition-blocks';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('edition blocks API on %s', (kind) => {
  const reader = useSeededTestApp(kind);

  it('serves the edition to block mapping seeded on first start', async () => {
    const response = await reader.app.inject({ method: 'GET', url: API_PATHS.editionBlocks });

    expect(response.statusCode).toBe(200);
    expect(editionBlocksSchema.parse(response.json())).toEqual(DEFAULT_EDITION_BLOCKS);
  });
});
