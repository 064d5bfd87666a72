/// <reference lib="webworker" />
// First: zod must be jitless before any schema is built (the worker runs under the same CSP).
import './zod-jitless';
import { cardListSchema } from '../../contract/cards';
import { toApiResult } from './api-client';
import {
  CATALOGUE_CHUNK_SIZE,
  type CatalogueWorkerMessage,
  type CatalogueWorkerRequest,
} from './catalogue-worker-protocol';

function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/**
 * Parses the catalogue's JSON and checks it with the contract's schema off the main thread
 * (17.5 MB for 20,000 cards), then posts the cards in chunks.
 */
export function streamCatalogue(
  request: CatalogueWorkerRequest,
  post: (message: CatalogueWorkerMessage) => void,
): void {
  const result = toApiResult(
    { ok: true, status: request.status },
    parseJson(request.body),
    cardListSchema,
  );
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
    streamCatalogue(event.data, (message) => scope.postMessage(message));
  };
}
