import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_WRITE_PATHS, cardWriteResponseSchema } from '../../contract/card-writes';
import { importCatalogue } from '../catalogue/catalogue-import.service';
import { makeCard } from '../testing/card-factory';
import { makeCardFields } from '../testing/card-fields-factory';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { usePostgresInstances } from '../testing/postgres-instances';
import type { TestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { listCards } from './cards.repository';

const CONCURRENT_CREATES = 50;

describe.each(listTestDatabaseKinds())('ids of new cards on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  let admin: SignedInAccount;

  beforeAll(async () => {
    admin = await signInAs(testApp, 'admin');
  });

  function createCard(card: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: admin.headers,
      payload: { card },
    });
  }

  async function findLargestId(): Promise<number> {
    return Math.max(...(await listCards(testApp.database.db)).map((card) => card.id));
  }

  it('gives every one of 50 cards created at once its own id', async () => {
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_CREATES }, (_, index) =>
        createCard(makeCardFields({ nombre: `Carta Simultánea ${index}` })),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: CONCURRENT_CREATES }, () => 201),
    );
    const ids = responses.map((response) => cardWriteResponseSchema.parse(response.json()).card.id);
    expect(new Set(ids).size).toBe(CONCURRENT_CREATES);
  });

  it('gives a card created after an import a fresh id past the imported ones', async () => {
    const next = (await findLargestId()) + 1;
    const imported = [next, next + 1, next + 1000].map((id) => makeCard({ id }));
    const current = await listCards(testApp.database.db);
    expect(await importCatalogue(testApp.database.db, [...current, ...imported])).toMatchObject({
      ok: true,
      cardCount: current.length + imported.length,
    });

    const response = await createCard(makeCardFields({ nombre: 'Carta Posterior' }));

    expect(response.statusCode).toBe(201);
    expect(cardWriteResponseSchema.parse(response.json()).card.id).toBe(next + 1001);
  });

  it('gives a card created after one with a chosen id the id after it', async () => {
    const chosen = (await findLargestId()) + 1;
    expect((await createCard({ ...makeCardFields(), id: chosen })).statusCode).toBe(201);

    const response = await createCard(makeCardFields({ nombre: 'Carta Siguiente' }));

    expect(response.statusCode).toBe(201);
    expect(cardWriteResponseSchema.parse(response.json()).card.id).toBe(chosen + 1);
  });
});

describe.skipIf(!listTestDatabaseKinds().includes('postgres'))(
  'ids of cards created at once on two instances of one PostgreSQL',
  () => {
    const shared = usePostgresInstances(2);

    it('gives every one of 50 cards, split across both, its own id', async () => {
      const [first, second] = shared.instances as [TestApp, TestApp];
      // One session serves both: they share the database, and the tests' auth secret.
      const admin = await signInAs(first, 'admin');

      const responses = await Promise.all(
        Array.from({ length: CONCURRENT_CREATES }, (_, index) =>
          (index % 2 === 0 ? first : second).app.inject({
            method: 'POST',
            url: CARD_WRITE_PATHS.cards,
            headers: admin.headers,
            payload: { card: makeCardFields({ nombre: `Carta Repartida ${index}` }) },
          }),
        ),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(
        Array.from({ length: CONCURRENT_CREATES }, () => 201),
      );
      const ids = responses.map(
        (response) => cardWriteResponseSchema.parse(response.json()).card.id,
      );
      expect(new Set(ids).size).toBe(CONCURRENT_CREATES);
      const stored = await listCards(first.database.db);
      expect(stored.filter((card) => card.nombre.startsWith('Carta Repartida '))).toHaveLength(
        CONCURRENT_CREATES,
      );
    });
  },
);
