/**
 * Log lines never carry the values a query was run with: Drizzle writes them into its error
 * messages (`Failed query: …\nparams: …`), PGlite copies them onto its errors as `params`, and
 * better-auth wraps those messages in its own. Session tokens, password hashes and emails are
 * among those values, so they are cut here, where every logged error and value passes.
 */

/** What stands for a value that was removed. */
export const REDACTED = '[omitido]';

/** Error properties worth logging; anything else (params, detail, raw rows) is dropped. */
const LOGGED_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'query',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
  'hint',
] as const;

/** Keys whose values are secrets or query values wherever they appear in a logged object. */
const SECRET_KEYS = new Set([
  'params',
  'parameters',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'password',
  'secret',
  'cookie',
  'authorization',
]);

/** Query-string names whose values are dropped from logged URLs. */
const SECRET_QUERY_NAME = /token|secret|password|code/i;

/** Drizzle's `params: a,b,c` (to the end of its line), wherever a message or stack repeats it. */
const QUERY_PARAMS_LINE = /(\bparams: ).*$/gm;

const MAX_DEPTH = 8;

/** A message or stack without the query values Drizzle appended to it. */
export function redactQueryParams(text: string): string {
  return text.replace(QUERY_PARAMS_LINE, `$1${REDACTED}`);
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string' &&
      typeof (value as { stack?: unknown }).stack === 'string')
  );
}

/** The shape Fastify's `err` serializer must return. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function serializeErrorAtDepth(error: Error, depth: number): LoggedError {
  const fields = error as unknown as Record<string, unknown>;
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  const serialized: LoggedError = {
    type:
      typeof constructorName === 'string' && constructorName !== 'Object'
        ? constructorName
        : String(error.name),
    message: redactQueryParams(error.message),
    stack: redactQueryParams(error.stack ?? ''),
  };
  for (const field of LOGGED_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') {
      serialized[field] = typeof value === 'string' ? redactQueryParams(value) : value;
    }
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    serialized.cause = redactAtDepth(error.cause, depth + 1);
  }
  return serialized;
}

function redactAtDepth(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactQueryParams(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (isErrorLike(value)) return serializeErrorAtDepth(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactAtDepth(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactAtDepth(item, depth + 1),
    ]),
  );
}

/** Any value about to be logged, as plain data without secrets or query values. */
export function redactForLog(value: unknown): unknown {
  return redactAtDepth(value, 0);
}

/** An error as a log line shows it: type, message, stack, causes, never its query values. */
export function serializeErrorForLog(error: unknown): LoggedError {
  if (isErrorLike(error)) return serializeErrorAtDepth(error, 0);
  const redacted = redactForLog(error);
  return {
    type: typeof error,
    message: typeof redacted === 'string' ? redacted : JSON.stringify(redacted),
    stack: '',
  };
}

/** A request URL with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let hasSecret = false;
  for (const name of new Set(query.keys())) {
    if (SECRET_QUERY_NAME.test(name)) {
      query.set(name, REDACTED);
      hasSecret = true;
    }
  }
  return hasSecret ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * Fastify's logger serializers: errors without query values, request URLs without secret
 * query parameters. Everything else Fastify logs (response status, timings) stays as it is.
 */
export function createLogSerializers() {
  return {
    err: serializeErrorForLog,
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  };
}
