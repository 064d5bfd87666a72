import { cardListSchema } from '../../contract/cards';
import type { Card } from '../../domain/cards/card';
import { ApiError, fetchApi, fetchJson, NETWORK_FAILURE, readApiFailure } from './api-client';
import type { CatalogueWorkerMessage, CatalogueWorkerRequest } from './catalogue-worker-protocol';

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./catalogue-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** The cards of a successful answer's bytes, parsed and checked by the worker, in chunks. */
function parseInWorker(worker: Worker, request: CatalogueWorkerRequest, path: string) {
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
    worker.postMessage(request, [request.body]);
  });
}

/**
 * The catalogue downloaded here while a worker starts, then parsed and checked in the worker
 * and received in chunks, so no main-thread task holds the whole list and the download does not
 * wait for the worker's start. Where workers are missing (tests in jsdom) or the worker cannot
 * start, it is read on the main thread as before; failures reject with the same ApiError.
 */
export async function fetchCatalogueInWorker(path: string): Promise<Card[]> {
  const worker = startWorker();
  if (worker === null) return fetchJson(path, cardListSchema);
  try {
    const response = await fetchApi(path);
    if (!(response instanceof Response)) throw new ApiError(response);
    if (!response.ok) throw new ApiError(await readApiFailure(response));
    let body: ArrayBuffer;
    try {
      body = await response.arrayBuffer();
    } catch {
      // The signal dropped in the middle of the catalogue: the same failure as no answer at all.
      throw new ApiError(NETWORK_FAILURE);
    }
    return await parseInWorker(worker, { status: response.status, body }, path);
  } finally {
    worker.terminate();
  }
}
