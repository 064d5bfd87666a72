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

/** The server could not be reached, or the connection broke before its answer was complete. */
export const NETWORK_FAILURE: ApiFailure = {
  ok: false,
  status: 0,
  error: 'network',
  message: 'No se pudo contactar con el servidor. Revisa tu conexión.',
};

/** A write of the signed-in player's: the method, their session cookie and a JSON body, if any. */
export function toWriteInit(method: 'POST' | 'PUT' | 'DELETE', body?: object): RequestInit {
  return {
    method,
    credentials: 'same-origin',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  };
}

/** Calls the API asking for JSON; when the server cannot be reached, the failure value instead. */
export async function fetchApi(path: string, init?: RequestInit): Promise<Response | ApiFailure> {
  try {
    return await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    });
  } catch {
    return NETWORK_FAILURE;
  }
}

/** The failure an HTTP error answer means: the server's own code and message, else ours. */
function toHttpFailure(status: number, body: unknown): ApiFailure {
  const errorBody = errorBodySchema.safeParse(body);
  return errorBody.success
    ? { ok: false, status, ...errorBody.data }
    : {
        ok: false,
        status,
        error: 'http',
        message: `El servidor respondió con un error (${status}).`,
      };
}

/**
 * What the API answered, checked with the contract's schema: the data, or the failure with its
 * Spanish message. `body` is the parsed JSON, undefined when there was none.
 */
export function toApiResult<T>(
  response: Pick<Response, 'ok' | 'status'>,
  body: unknown,
  schema: z.ZodType<T>,
): ApiResult<T> {
  if (!response.ok) return toHttpFailure(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      status: response.status,
      error: 'invalid-response',
      message: 'El servidor envió datos con un formato inesperado.',
    };
  }
  return { ok: true, data: parsed.data };
}

/** A response of the API read and checked with the contract's schema (see toApiResult). */
async function readApiResponse<T>(response: Response, schema: z.ZodType<T>): Promise<ApiResult<T>> {
  return toApiResult(response, await readJson(response), schema);
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
  const response = await fetchApi(path, init);
  return response instanceof Response ? readApiResponse(response, schema) : response;
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
