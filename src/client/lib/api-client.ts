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
    return {
      ok: false,
      status: 0,
      error: 'network',
      message: 'No se pudo contactar con el servidor. Revisa tu conexión.',
    };
  }
  const body = await readJson(response);
  if (!response.ok) {
    const errorBody = errorBodySchema.safeParse(body);
    return errorBody.success
      ? { ok: false, status: response.status, ...errorBody.data }
      : {
          ok: false,
          status: response.status,
          error: 'http',
          message: `El servidor respondió con un error (${response.status}).`,
        };
  }
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
