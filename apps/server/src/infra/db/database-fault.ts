/**
 * Whether an error means the database could not be reached or dropped the connection, rather
 * than refusing the work itself: a restart, a failover, a network cut, a connection the server
 * terminated. Nothing was decided then (or a commit's answer was lost), so the request answers
 * 503 with Retry-After and the client may send it again (see docs/product.md, Errors).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Fault | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && isUnavailableCode(e.code)) return true;
    if (typeof e.message === 'string' && CLIENT_MESSAGES.some((m) => e?.message?.startsWith(m))) return true;
    e = e.cause as Fault | undefined;
  }
  return false;
}

/** Seconds a client should wait before retrying: a restart or a failover takes a few. */
export const RETRY_AFTER_SECONDS = 2;

interface Fault {
  code?: unknown;
  message?: string;
  cause?: unknown;
}

/** Socket errors of the connection to the database. */
const NETWORK_CODES = new Set([
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
 * SQLSTATEs: class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed,
 * or not accepting connections yet; pg_terminate_backend gives 57P01), 53300 (too many connections).
 */
const isUnavailableCode = (code: string) =>
  NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';

/** What node-postgres says when it has no connection to use; these errors carry no code. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];
