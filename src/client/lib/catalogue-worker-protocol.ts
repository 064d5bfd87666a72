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
 * What the page hands the worker: the bytes of a successful `/api/cards` answer (transferred,
 * not copied), for the worker to parse and check.
 */
export interface CatalogueWorkerRequest {
  status: number;
  body: ArrayBuffer;
}

/** What the worker answers: cards in chunks, then the end; or why it failed. */
export type CatalogueWorkerMessage =
  | { kind: 'cards'; cards: Card[] }
  | { kind: 'done'; cardCount: number }
  | { kind: 'failure'; failure: ApiFailure };
