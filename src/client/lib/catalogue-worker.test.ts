import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { makeCard } from '../testing/card-factory';
import { streamCatalogue } from './catalogue-worker';
import { CATALOGUE_CHUNK_SIZE, type CatalogueWorkerMessage } from './catalogue-worker-protocol';

let server: ApiTestServer | null = null;

async function collect(path: string): Promise<CatalogueWorkerMessage[]> {
  const messages: CatalogueWorkerMessage[] = [];
  await streamCatalogue(path, (message) => messages.push(message));
  return messages;
}

describe('the catalogue worker', () => {
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('posts the checked cards in chunks, in order, then the count', async () => {
    const count = CATALOGUE_CHUNK_SIZE * 2 + 7;
    const cards = Array.from({ length: count }, (_, index) =>
      makeCard({ id: index + 1, nombre: `Carta ${index + 1}` }),
    );
    server = await startApiTestServer({ 'GET /api/cards': () => ({ status: 200, body: cards }) });

    const messages = await collect('/api/cards');

    expect(messages.map((message) => message.kind)).toEqual(['cards', 'cards', 'cards', 'done']);
    const sizes = messages.flatMap((message) =>
      message.kind === 'cards' ? [message.cards.length] : [],
    );
    expect(sizes).toEqual([CATALOGUE_CHUNK_SIZE, CATALOGUE_CHUNK_SIZE, 7]);
    const received = messages.flatMap((message) => (message.kind === 'cards' ? message.cards : []));
    expect(received.map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(messages.at(-1)).toEqual({ kind: 'done', cardCount: count });
  });

  it("passes on the server's failure with its Spanish message", async () => {
    server = await startApiTestServer({
      'GET /api/cards': () => ({
        status: 503,
        body: { error: 'database_damaged', message: 'La base de datos está dañada.' },
      }),
    });

    expect(await collect('/api/cards')).toEqual([
      {
        kind: 'failure',
        failure: {
          ok: false,
          status: 503,
          error: 'database_damaged',
          message: 'La base de datos está dañada.',
        },
      },
    ]);
  });

  it('refuses a body that is not a list of cards', async () => {
    server = await startApiTestServer({
      'GET /api/cards': () => ({ status: 200, body: [{ id: 'uno' }] }),
    });

    const [message] = await collect('/api/cards');
    expect(message?.kind === 'failure' && message.failure.error).toBe('invalid-response');
  });
});
