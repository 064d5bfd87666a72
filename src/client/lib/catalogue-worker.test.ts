import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { streamCatalogue } from './catalogue-worker';
import { CATALOGUE_CHUNK_SIZE, type CatalogueWorkerMessage } from './catalogue-worker-protocol';

function toBytes(body: unknown): ArrayBuffer {
  return new TextEncoder().encode(JSON.stringify(body)).buffer;
}

function collect(body: ArrayBuffer): CatalogueWorkerMessage[] {
  const messages: CatalogueWorkerMessage[] = [];
  streamCatalogue(body, (message) => messages.push(message));
  return messages;
}

describe('the catalogue worker', () => {
  it('posts the checked cards in chunks, in order, then the count', () => {
    const count = CATALOGUE_CHUNK_SIZE * 2 + 7;
    const cards = Array.from({ length: count }, (_, index) =>
      makeCard({ id: index + 1, nombre: `Carta ${index + 1}` }),
    );

    const messages = collect(toBytes(cards));

    expect(messages.map((message) => message.kind)).toEqual(['cards', 'cards', 'cards', 'done']);
    const sizes = messages.flatMap((message) =>
      message.kind === 'cards' ? [message.cards.length] : [],
    );
    expect(sizes).toEqual([CATALOGUE_CHUNK_SIZE, CATALOGUE_CHUNK_SIZE, 7]);
    const received = messages.flatMap((message) => (message.kind === 'cards' ? message.cards : []));
    expect(received.map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(messages.at(-1)).toEqual({ kind: 'done', cardCount: count });
  });

  it('refuses a body that is not a list of cards', () => {
    const [message] = collect(toBytes([{ id: 'uno' }]));
    expect(message?.kind === 'failure' && message.failure.error).toBe('invalid-response');
  });

  it('refuses a body that is not JSON', () => {
    const [message] = collect(new TextEncoder().encode('[{"id":').buffer);
    expect(message?.kind === 'failure' && message.failure.error).toBe('invalid-response');
  });
});
