import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { streamCatalogue } from './catalogue-worker';
import { CATALOGUE_CHUNK_SIZE, type CatalogueWorkerMessage } from './catalogue-worker-protocol';

function collect(json: string): CatalogueWorkerMessage[] {
  const messages: CatalogueWorkerMessage[] = [];
  const bytes = new TextEncoder().encode(json);
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  streamCatalogue({ status: 200, body }, (message) => messages.push(message));
  return messages;
}

describe('the catalogue worker', () => {
  it('posts the checked cards in chunks, in order, then the count', () => {
    const count = CATALOGUE_CHUNK_SIZE * 2 + 7;
    const cards = Array.from({ length: count }, (_, index) =>
      makeCard({ id: index + 1, nombre: `Carta ${index + 1}` }),
    );

    const messages = collect(JSON.stringify(cards));

    expect(messages.map((message) => message.kind)).toEqual(['cards', 'cards', 'cards', 'done']);
    const sizes = messages.flatMap((message) =>
      message.kind === 'cards' ? [message.cards.length] : [],
    );
    expect(sizes).toEqual([CATALOGUE_CHUNK_SIZE, CATALOGUE_CHUNK_SIZE, 7]);
    const received = messages.flatMap((message) => (message.kind === 'cards' ? message.cards : []));
    expect(received).toEqual(cards);
    expect(messages.at(-1)).toEqual({ kind: 'done', cardCount: count });
  });

  it('reads accented names from the UTF-8 bytes', () => {
    const card = makeCard({ id: 1, nombre: 'Ñandú de la Cordillera' });
    const [message] = collect(JSON.stringify([card]));
    expect(message?.kind === 'cards' && message.cards[0]?.nombre).toBe('Ñandú de la Cordillera');
  });

  it.each([
    ['a body that is not a list of cards', JSON.stringify([{ id: 'uno' }])],
    ['a body that is not JSON', '[{"id": 1,'],
  ])('refuses %s', (_case, json) => {
    expect(collect(json)).toEqual([
      {
        kind: 'failure',
        failure: {
          ok: false,
          status: 200,
          error: 'invalid-response',
          message: 'El servidor envió datos con un formato inesperado.',
        },
      },
    ]);
  });
});
