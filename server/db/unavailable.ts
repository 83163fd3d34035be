/**
 * The database cannot be reached right now: Postgres is stopped, restarting or unreachable, or no
 * connection came free in time. The request itself was fine and may succeed when retried, so the
 * API answers 503 (as PostgREST and GoTrue do when their database is down), never a 500. Only the
 * Postgres path raises it: PGlite lives inside the process and cannot go away on its own.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';

  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** SQLSTATEs a request meets while Postgres shuts down, crashes or starts up. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** Socket failures Node reports while connecting to or talking with the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or timed-out connection as a plain Error without a code; these are
 * its messages (pg 8: client.js, pg-pool's connect timeout, the query_timeout).
 */
const DRIVER_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
];

/** Whether a thrown error means "no database right now" rather than "this request was wrong". */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    const connectionException = code.length === 5 && code.startsWith('08');
    return connectionException || UNAVAILABLE_SQLSTATES.has(code) || SOCKET_ERRORS.has(code);
  }
  return DRIVER_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}
