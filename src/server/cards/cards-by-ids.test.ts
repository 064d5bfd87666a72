import { beforeAll, describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { listCardsByIds, upsertCards } from './cards.repository';

describe.each(listTestDatabaseKinds())('reading cards by id on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const stored = [
    makeCard({ id: 101, nombre: 'Rey Arturo' }),
    makeCard({ id: 102, nombre: 'Excalibur', tipo: 'arma', raza: null }),
    makeCard({ id: 103, nombre: 'Merlín' }),
  ];

  beforeAll(async () => {
    await upsertCards(testApp.database.db, stored);
  });

  it('gives the cards of the ids that exist, in catalogue order, each once', async () => {
    const found = await listCardsByIds(testApp.database.db, [103, 999_999, 101, 103]);

    expect(found).toEqual([stored[0], stored[2]]);
  });

  it('gives nothing for no ids', async () => {
    expect(await listCardsByIds(testApp.database.db, [])).toEqual([]);
  });
});
