/// <reference lib="webworker" />
// First: zod must be jitless before any schema is built (the worker runs under the same CSP).
import './zod-jitless';
import { cardListSchema } from '../../contract/cards';
import { normalizeName } from '../../domain/cards/card-name';
import { fetchApi, NETWORK_FAILURE, toApiResult } from './api-client';
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
 * Downloads the catalogue at `path`, parses its JSON and checks it with the contract's schema,
 * all off the main thread (17.5 MB for 20,000 cards), and posts the cards in chunks with their
 * names normalised for search (what typing a name reads), or why it
 * failed: the network, the server's error answer, or a body that is not a list of cards. The page's
 * main thread never handles the body: receiving its pieces there took tasks of 80 and 230 ms at
 * 20,000 cards on a phone's CPU (Lighthouse, issue 19).
 */
export async function loadCatalogue(
  path: string,
  post: (message: CatalogueWorkerMessage) => void,
): Promise<void> {
  const response = await fetchApi(path);
  if (!(response instanceof Response)) {
    post({ kind: 'failure', failure: response });
    return;
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection broke before the answer was complete.
    post({ kind: 'failure', failure: NETWORK_FAILURE });
    return;
  }
  const result = toApiResult(response, parseJson(text), cardListSchema);
  if (!result.ok) {
    post({ kind: 'failure', failure: result });
    return;
  }
  const cards = result.data;
  for (let start = 0; start < cards.length; start += CATALOGUE_CHUNK_SIZE) {
    const chunk = cards.slice(start, start + CATALOGUE_CHUNK_SIZE);
    post({ kind: 'cards', cards: chunk, names: chunk.map((card) => normalizeName(card.nombre)) });
  }
  post({ kind: 'done', cardCount: cards.length });
}

// Only inside a dedicated worker: tests import loadCatalogue alone.
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  scope.onmessage = (event: MessageEvent<CatalogueWorkerRequest>) => {
    void loadCatalogue(event.data.path, (message) => scope.postMessage(message));
  };
}
