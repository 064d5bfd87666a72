/** Seconds a client is asked to wait when the database does not answer. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_OUTAGE_MESSAGE =
  'La base de datos no está disponible en este momento. Vuelve a intentarlo en unos segundos.';

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is not there for us: class 08 (connection exception),
 * 57P01-57P03 (shut down, crashed, starting up) and 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres's own words for a connection it lost or could not get in time. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

function describesOutage(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || isUnavailableState(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return LOST_CONNECTION_MESSAGES.some((words) => message.includes(words));
}

/**
 * The Spanish outage message when an error (or anything in its cause chain: Drizzle and
 * better-auth wrap the driver's error) means the database could not be reached; null otherwise.
 */
export function describeDatabaseOutage(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (describesOutage(current)) return DATABASE_OUTAGE_MESSAGE;
    seen.add(current);
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}
