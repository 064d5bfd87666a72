import type { z } from 'zod';
import { errorBodySchema } from '../../contract/errors';

/** Why a request did not give the expected payload, with a Spanish message fit to show. */
export interface ApiFailure {
  ok: false;
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The server's machine code, or one of ours: 'network', 'invalid-response'. */
  error: string;
  message: string;
}

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/** Thrown only where a library needs a rejection (react-query); carries the failure as a value. */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const NETWORK_FAILURE: ApiFailure = {
  ok: false,
  status: 0,
  error: 'network',
  message: 'No se pudo contactar con el servidor. Revisa tu conexión.',
};

const INVALID_RESPONSE_MESSAGE = 'El servidor envió datos con un formato inesperado.';

/** A response that is not 2xx, read as the server's error body or described by its status. */
async function readFailure(response: Response): Promise<ApiFailure> {
  const errorBody = errorBodySchema.safeParse(await readJson(response));
  return errorBody.success
    ? { ok: false, status: response.status, ...errorBody.data }
    : {
        ok: false,
        status: response.status,
        error: 'http',
        message: `El servidor respondió con un error (${response.status}).`,
      };
}

function checkBody<T>(body: unknown, status: number, schema: z.ZodType<T>): ApiResult<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, status, error: 'invalid-response', message: INVALID_RESPONSE_MESSAGE };
  }
  return { ok: true, data: parsed.data };
}

/**
 * Calls the API and parses the body with the contract's schema. Every failure — network, HTTP
 * error, malformed body — comes back as a value carrying a Spanish message.
 */
export async function requestJson<T>(
  path: string,
  schema: z.ZodType<T>,
  init?: RequestInit,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    });
  } catch {
    return NETWORK_FAILURE;
  }
  if (!response.ok) return readFailure(response);
  return checkBody(await readJson(response), response.status, schema);
}

/**
 * A successful GET's body as bytes, unparsed, to hand to a worker; failures as `requestJson`
 * reports them. It sends no headers of its own, so it is the same request as a
 * `<link rel="preload" as="fetch" crossorigin>` the page started for it, and uses that answer.
 */
export async function requestBytes(path: string): Promise<ApiResult<ArrayBuffer>> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch {
    return NETWORK_FAILURE;
  }
  if (!response.ok) return readFailure(response);
  try {
    return { ok: true, data: await response.arrayBuffer() };
  } catch {
    return NETWORK_FAILURE;
  }
}

/** A JSON body read as bytes (`requestBytes`), parsed and checked with the contract's schema. */
export function parseJsonBytes<T>(bytes: ArrayBuffer, schema: z.ZodType<T>): ApiResult<T> {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, status: 200, error: 'invalid-response', message: INVALID_RESPONSE_MESSAGE };
  }
  return checkBody(body, 200, schema);
}

/** `requestJson` for react-query, whose query functions report failure by rejecting. */
export async function fetchJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const result = await requestJson(path, schema);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** The Spanish message of whatever a query rejected with. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Ocurrió un error inesperado.';
}

/** Whether a query failed because the server has no such resource (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.status === 404;
}
