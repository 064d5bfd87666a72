import { cardListSchema } from '../../contract/cards';
import type { Card } from '../../domain/cards/card';
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
 * The catalogue parsed and checked in a worker, received in chunks so no main-thread task
 * holds the whole list. Where workers are missing (tests in jsdom) or the worker cannot start,
 * it is fetched on the main thread as before; failures reject with the same ApiError.
 */
export function fetchCatalogueInWorker(path: string): Promise<Card[]> {
  const worker = startWorker();
  if (worker === null) return fetchJson(path, cardListSchema);
  return new Promise<Card[]>((resolve, reject) => {
    const chunks: Card[][] = [];
    let hasAnswered = false;
    worker.onmessage = (event: MessageEvent<CatalogueWorkerMessage>) => {
      const message = event.data;
      hasAnswered = true;
      if (message.kind === 'cards') {
        chunks.push(message.cards);
        return;
      }
      worker.terminate();
      if (message.kind === 'failure') reject(new ApiError(message.failure));
      else resolve(chunks.flat());
    };
    worker.onerror = () => {
      worker.terminate();
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
    const request: CatalogueWorkerRequest = { path };
    worker.postMessage(request);
  });
}
