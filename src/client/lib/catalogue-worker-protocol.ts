import type { Card } from '../../domain/cards/card';
import type { ApiFailure } from './api-client';

/**
 * Cards per message from the catalogue worker. Receiving a message deserialises its cards on the
 * main thread in one task; 2,000 cards keep each task far below the 50 ms a phone's long task
 * starts at, where one message of 20,000 would block input for hundreds of milliseconds.
 */
export const CATALOGUE_CHUNK_SIZE = 2_000;

/** What the page asks the worker: the catalogue at this path. */
export interface CatalogueWorkerRequest {
  path: string;
}

/** What the worker answers: cards in chunks, then the end; or why it failed. */
export type CatalogueWorkerMessage =
  | { kind: 'cards'; cards: Card[] }
  | { kind: 'done'; cardCount: number }
  | { kind: 'failure'; failure: ApiFailure };
