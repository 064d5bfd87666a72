/// <reference lib="webworker" />
// First: zod must be jitless before any schema is built (the worker runs under the same CSP).
import './zod-jitless';
import { cardListSchema } from '../../contract/cards';
import { requestJson } from './api-client';
import {
  CATALOGUE_CHUNK_SIZE,
  type CatalogueWorkerMessage,
  type CatalogueWorkerRequest,
} from './catalogue-worker-protocol';

/**
 * Fetches the catalogue, parses its JSON and checks it with the contract's schema off the main
 * thread (17.5 MB for 20,000 cards), then posts the cards in chunks.
 */
export async function streamCatalogue(
  path: string,
  post: (message: CatalogueWorkerMessage) => void,
): Promise<void> {
  const result = await requestJson(path, cardListSchema);
  if (!result.ok) {
    post({ kind: 'failure', failure: result });
    return;
  }
  const cards = result.data;
  for (let start = 0; start < cards.length; start += CATALOGUE_CHUNK_SIZE) {
    post({ kind: 'cards', cards: cards.slice(start, start + CATALOGUE_CHUNK_SIZE) });
  }
  post({ kind: 'done', cardCount: cards.length });
}

// Only inside a dedicated worker: tests import streamCatalogue alone.
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  scope.onmessage = (event: MessageEvent<CatalogueWorkerRequest>) => {
    void streamCatalogue(event.data.path, (message) => scope.postMessage(message));
  };
}
