import { API_PATHS } from '../../../contract/api-paths';
import {
  catalogueImportRefusalSchema,
  catalogueImportResponseSchema,
  type CatalogueFileFormat,
  type CatalogueImportQuery,
  type CatalogueImportRefusal,
  type CatalogueImportResponse,
} from '../../../contract/catalogue-transfer';
import { errorBodySchema } from '../../../contract/errors';
import { NETWORK_FAILURE as NO_ANSWER } from '../../lib/api-client';

export type CatalogueImportMode = NonNullable<CatalogueImportQuery['mode']>;

export interface CatalogueUploadRequest {
  file: Blob;
  format: CatalogueFileFormat;
  mode: CatalogueImportMode;
  isDryRun: boolean;
  /** Bytes of the body sent so far, as the browser reports them. */
  onProgress: (sent: number, total: number) => void;
  /** The whole body is sent: from here the server is reading and comparing it. */
  onSent: () => void;
  signal: AbortSignal;
}

/** What came of an upload: the diff (or the import), the file's problems, or a failure. */
export type CatalogueUploadOutcome =
  | { kind: 'answered'; response: CatalogueImportResponse }
  | { kind: 'refused'; refusal: CatalogueImportRefusal }
  | { kind: 'failed'; status: number; message: string }
  | { kind: 'aborted' };

const NETWORK_FAILURE: CatalogueUploadOutcome = {
  kind: 'failed',
  status: NO_ANSWER.status,
  message: NO_ANSWER.message,
};

/** `POST /api/catalogue/import?format=…&mode=…&dryRun=…`. */
export function toCatalogueImportPath(
  format: CatalogueFileFormat,
  mode: CatalogueImportMode,
  isDryRun: boolean,
): string {
  const query: Required<CatalogueImportQuery> = {
    format,
    mode,
    dryRun: isDryRun ? 'true' : 'false',
  };
  return `${API_PATHS.catalogueImport}?${new URLSearchParams(query).toString()}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads the server's answer with the contract's schemas; anything else is a Spanish failure. */
export function readUploadAnswer(status: number, text: string): CatalogueUploadOutcome {
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    const parsed = catalogueImportResponseSchema.safeParse(body);
    return parsed.success
      ? { kind: 'answered', response: parsed.data }
      : { kind: 'failed', status, message: 'El servidor envió datos con un formato inesperado.' };
  }
  if (status === 422) {
    const refusal = catalogueImportRefusalSchema.safeParse(body);
    if (refusal.success) return { kind: 'refused', refusal: refusal.data };
  }
  const error = errorBodySchema.safeParse(body);
  if (error.success) return { kind: 'failed', status, message: error.data.message };
  return {
    kind: 'failed',
    status,
    message:
      status === 413
        ? 'El archivo es demasiado grande para importarlo desde la página.'
        : `El servidor respondió con un error (${status}).`,
  };
}

/**
 * Sends a catalogue file to the import endpoint as UTF-8 text. XMLHttpRequest rather than fetch,
 * because only it reports how much of a large body has left the browser. The file is sent as it
 * is, never read into memory first; the session cookie goes with it (same origin), and the
 * browser adds the Origin header the server's CSRF check wants.
 */
export function uploadCatalogue(request: CatalogueUploadRequest): Promise<CatalogueUploadOutcome> {
  const { file, format, mode, isDryRun, onProgress, onSent, signal } = request;
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve({ kind: 'aborted' });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', toCatalogueImportPath(format, mode, isDryRun));
    xhr.setRequestHeader('Content-Type', 'text/plain; charset=utf-8');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.upload.addEventListener('load', onSent);
    xhr.addEventListener('load', () => resolve(readUploadAnswer(xhr.status, xhr.responseText)));
    xhr.addEventListener('error', () => resolve(NETWORK_FAILURE));
    xhr.addEventListener('abort', () => resolve({ kind: 'aborted' }));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
