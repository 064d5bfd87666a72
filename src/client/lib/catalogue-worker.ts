/// <reference lib="webworker" />
// First: zod must be jitless before any schema is built (the worker runs under the same CSP).
import './zod-jitless';
import { cardListSchema } from '../../contract/cards';
import { listCardTags } from '../../domain/cards/ability-tags';
import type { Card } from '../../domain/cards/card';
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
 * The card as the page keeps it: its structured effects as their JSON text. They are most of the
 * catalogue (10.4 of 18.3 MB and 14 of every 15 objects at 20,000 cards) and a page reads them
 * only for a card's page, a deck's analysis or a review, which decode the text (SPEC §3 allows
 * both forms). As objects they made every chunk's task on the main thread allocate hundreds of
 * thousands of objects that the garbage collector then copied and marked (issue 19).
 */
export function toKeptCard(card: Card): Card {
  return typeof card.habilidades === 'string'
    ? card
    : { ...card, habilidades: JSON.stringify(card.habilidades) };
}

/**
 * Each card's ability tags, derived here while its effects are objects. Equal lists are one list,
 * which a message carries once (structured cloning keeps shared references), so the page receives
 * a few arrays instead of one per card.
 */
function listSharedTags(cards: readonly Card[]): (readonly string[])[] {
  const shared = new Map<string, readonly string[]>();
  return cards.map((card) => {
    const tags = listCardTags(card);
    const key = tags.join(' ');
    const known = shared.get(key);
    if (known !== undefined) return known;
    shared.set(key, tags);
    return tags;
  });
}

/**
 * Downloads the catalogue at `path`, parses its JSON and checks it with the contract's schema,
 * all off the main thread (17.5 MB for 20,000 cards), and posts the cards in chunks, each card
 * kept as toKeptCard says, with its name normalised for search (what typing a name reads) and its
 * ability tags (what the filter panel lists); or why it failed: the network, the server's error
 * answer, or a body that is not a list of cards. The page's main thread never handles the body:
 * receiving its pieces there took tasks of 80 and 230 ms at 20,000 cards on a phone's CPU
 * (Lighthouse, issue 19).
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
    post({
      kind: 'cards',
      cards: chunk.map(toKeptCard),
      names: chunk.map((card) => normalizeName(card.nombre)),
      tags: listSharedTags(chunk),
    });
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
