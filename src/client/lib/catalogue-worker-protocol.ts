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
 * What the page hands the worker: the body of a successful `/api/cards` answer piece by piece as
 * it arrives (each piece's bytes transferred, not copied), then its end, for the worker to parse
 * and check. The page never holds the whole body: at 20,000 cards, gathering its 17.5 MB into
 * one buffer took a single main-thread task of 80 ms on this machine, 300 ms on a phone.
 */
export type CatalogueWorkerRequest =
  { kind: 'bytes'; bytes: ArrayBuffer } | { kind: 'end'; status: number };

/** What the worker answers: cards in chunks, then the end; or why it failed. */
export type CatalogueWorkerMessage =
  | { kind: 'cards'; cards: Card[] }
  | { kind: 'done'; cardCount: number }
  | { kind: 'failure'; failure: ApiFailure };
