import { cardListSchema } from '../../contract/cards';
import { adoptDerivedTags } from '../../domain/cards/ability-tags';
import type { Card } from '../../domain/cards/card';
import { adoptNormalizedNames } from '../../domain/search/card-search-fields';
import { ApiError, fetchJson } from './api-client';
import type { CatalogueWorkerMessage, CatalogueWorkerRequest } from './catalogue-worker-protocol';

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./catalogue-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * The cards the worker downloads, parses and checks, received in chunks; listens from the
 * worker's start, so a worker that cannot start is noticed whenever that happens.
 */
function receiveCards(worker: Worker, path: string) {
  return new Promise<Card[]>((resolve, reject) => {
    const chunks: Card[][] = [];
    let hasAnswered = false;
    worker.onmessage = (event: MessageEvent<CatalogueWorkerMessage>) => {
      const message = event.data;
      hasAnswered = true;
      if (message.kind === 'cards') {
        adoptNormalizedNames(message.cards, message.names);
        adoptDerivedTags(message.cards, message.tags);
        chunks.push(message.cards);
        return;
      }
      if (message.kind === 'failure') reject(new ApiError(message.failure));
      else resolve(chunks.flat());
    };
    worker.onerror = () => {
      // A worker that never answered did not start (blocked script): do the work here instead.
      if (!hasAnswered) fetchJson(path, cardListSchema).then(resolve, reject);
      else
        reject(
          new ApiError({
            ok: false,
            status: 0,
            error: 'network',
            message: 'Ocurrió un error inesperado.',
          }),
        );
    };
  });
}

/**
 * The catalogue downloaded, parsed and checked by a worker and received in chunks, so no
 * main-thread task handles its body or holds the whole list. Where workers are missing (tests in
 * jsdom) or the worker cannot start, it is read on the main thread instead; failures reject with
 * the same ApiError.
 */
export async function fetchCatalogueInWorker(path: string): Promise<Card[]> {
  const worker = startWorker();
  if (worker === null) return fetchJson(path, cardListSchema);
  try {
    const cards = receiveCards(worker, path);
    const request: CatalogueWorkerRequest = {
      kind: 'fetch',
      path: new URL(path, window.location.href).href,
    };
    worker.postMessage(request);
    return await cards;
  } finally {
    worker.terminate();
  }
}
