import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { createCatalogueReader } from './catalogue-worker';
import { CATALOGUE_CHUNK_SIZE, type CatalogueWorkerMessage } from './catalogue-worker-protocol';

/** What the worker posts for a body sent to it in pieces of `pieceSize` bytes, as the page does. */
function collect(json: string, pieceSize = 4096): CatalogueWorkerMessage[] {
  const messages: CatalogueWorkerMessage[] = [];
  const reader = createCatalogueReader((message) => messages.push(message));
  const bytes = new TextEncoder().encode(json);
  for (let start = 0; start < bytes.length; start += pieceSize) {
    reader.receive({ kind: 'bytes', bytes: bytes.slice(start, start + pieceSize).buffer });
  }
  reader.receive({ kind: 'end', status: 200 });
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

  it.each([1, 3, 4096])(
    'reads accented names from UTF-8 bytes sent in pieces of %i, split inside a letter',
    (pieceSize) => {
      const card = makeCard({ id: 1, nombre: 'Ñandú de la Cordillera' });
      const [message] = collect(JSON.stringify([card]), pieceSize);
      expect(message?.kind === 'cards' && message.cards[0]?.nombre).toBe('Ñandú de la Cordillera');
    },
  );

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
