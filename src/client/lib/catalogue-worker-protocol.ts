import type { Card } from '../../domain/cards/card';
import type { ApiFailure } from './api-client';

/**
 * Cards per message from the catalogue worker. Receiving a message deserialises its cards on the
 * main thread in one task. Lighthouse's phone (CPU 4× slower) took about 100 ms per 1,000 cards
 * on this machine, so 2,000 a message made every one a long task (total blocking time 1.2 s at
 * 20,000 cards); 250 keep each task near 25 ms, under the 50 ms where a task starts to block.
 */
export const CATALOGUE_CHUNK_SIZE = 250;

/**
 * What the page asks the worker: to download the catalogue at `path` (a path of the API, read
 * against the page's origin), parse and check it.
 */
export interface CatalogueWorkerRequest {
  kind: 'fetch';
  path: string;
}

/**
 * What the worker answers: cards in chunks, then the end; or why it failed. A chunk's cards carry
 * their structured effects (`habilidades`) as JSON text, which SPEC §3 allows and every reader
 * decodes; with each card come its name normalised for search (`names[i]` is normalizeName of
 * `cards[i].nombre`) and its ability tags (`tags[i]` is listCardTags of the card as downloaded).
 */
export type CatalogueWorkerMessage =
  | { kind: 'cards'; cards: Card[]; names: string[]; tags: (readonly string[])[] }
  | { kind: 'done'; cardCount: number }
  | { kind: 'failure'; failure: ApiFailure };
