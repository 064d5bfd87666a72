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

/** The bytes of a stream's chunk as a buffer of their own, which can be transferred. */
function toOwnBuffer(chunk: Uint8Array): ArrayBuffer {
  const isWholeBuffer =
    chunk.byteOffset === 0 &&
    chunk.byteLength === chunk.buffer.byteLength &&
    chunk.buffer instanceof ArrayBuffer;
  return isWholeBuffer ? (chunk.buffer as ArrayBuffer) : chunk.slice().buffer;
}

/**
 * Longest stretch, in ms, of handing pieces to the worker before the page lets a frame or a
 * keystroke through: a fast connection delivers the whole body at once, and reading its hundreds
 * of pieces back to back made one task of 60 ms here (a phone's CPU: four times that).
 */
const SEND_SLICE_MS = 8;

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hands the answer's body to the worker piece by piece as it arrives, so the page never gathers
 * the whole of it in one task. A connection lost in the middle reads as no answer at all.
 */
async function sendBody(worker: Worker, response: Response): Promise<void> {
  const send = (bytes: ArrayBuffer) => {
    const piece: CatalogueWorkerRequest = { kind: 'bytes', bytes };
    worker.postMessage(piece, [bytes]);
  };
  try {
    const reader = response.body?.getReader();
    if (reader === undefined) {
      send(await response.arrayBuffer());
      return;
    }
    let sliceStart = performance.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      send(toOwnBuffer(value));
      if (performance.now() - sliceStart > SEND_SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
  } catch {
    throw new ApiError(NETWORK_FAILURE);
  }
}

/**
 * The cards the worker parses and checks from the body it is sent, received in chunks; listens
 * from the worker's start, so a worker that cannot start is noticed whenever that happens.
 */
function receiveCards(worker: Worker, path: string) {
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
  });
}

/**
 * The catalogue downloaded here while a worker starts, its body handed to the worker as it
 * arrives, parsed and checked there and received in chunks, so no main-thread task holds the
 * whole list and the download does not wait for the worker's start. Where workers are missing
 * (tests in jsdom) or the worker cannot start, it is read on the main thread as before;
 * failures reject with the same ApiError.
 */
export async function fetchCatalogueInWorker(path: string): Promise<Card[]> {
  const worker = startWorker();
  if (worker === null) return fetchJson(path, cardListSchema);
  const cards = receiveCards(worker, path);
  try {
    const response = await fetchApi(path);
    if (!(response instanceof Response)) throw new ApiError(response);
    if (!response.ok) throw new ApiError(await readApiFailure(response));
    await sendBody(worker, response);
    const end: CatalogueWorkerRequest = { kind: 'end', status: response.status };
    worker.postMessage(end);
    return await cards;
  } finally {
    worker.terminate();
  }
}
