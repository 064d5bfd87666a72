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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Gathers the catalogue's body as its pieces arrive (decoding UTF-8 across their edges), then
 * parses the JSON and checks it with the contract's schema off the main thread (17.5 MB for
 * 20,000 cards) and posts the cards in chunks.
 */
export function createCatalogueReader(post: (message: CatalogueWorkerMessage) => void): {
  receive: (request: CatalogueWorkerRequest) => void;
} {
  const decoder = new TextDecoder();
  const texts: string[] = [];
  return {
    receive: (request) => {
      if (request.kind === 'bytes') {
        texts.push(decoder.decode(request.bytes, { stream: true }));
        return;
      }
      texts.push(decoder.decode());
      const result = toApiResult(
        { ok: true, status: request.status },
        parseJson(texts.join('')),
        cardListSchema,
      );
      texts.length = 0;
      if (!result.ok) {
        post({ kind: 'failure', failure: result });
        return;
      }
      const cards = result.data;
      for (let start = 0; start < cards.length; start += CATALOGUE_CHUNK_SIZE) {
        post({ kind: 'cards', cards: cards.slice(start, start + CATALOGUE_CHUNK_SIZE) });
      }
      post({ kind: 'done', cardCount: cards.length });
    },
  };
}

// Only inside a dedicated worker: tests import createCatalogueReader alone.
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  const reader = createCatalogueReader((message) => scope.postMessage(message));
  scope.onmessage = (event: MessageEvent<CatalogueWorkerRequest>) => reader.receive(event.data);
}
