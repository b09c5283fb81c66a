import { BackendTerminatedError, BackendTerminatedUnexpectedlyError, ConnectionError } from 'slonik';

/** What a phone is told while PostgreSQL or Redis cannot be reached (HTTP 503). */
export const OUTAGE_MESSAGE = 'The service is briefly unavailable; your scores are kept on this phone and will be sent';
/** Seconds a client should wait before trying again (the Retry-After header). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket failures of a server we depend on. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** PostgreSQL going away: admin or crash shutdown, cannot connect now, too many connections. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg, pg-pool and ioredis say when the server is not there (they set no code). */
const OUTAGE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Connection is closed/i,
  /Client has encountered a connection error and is not queryable/i,
  /Reached the max retries per request limit/i,
  /Stream isn't writeable and enableOfflineQueue options is false/i,
];

function isOutageItself(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof BackendTerminatedError || error instanceof BackendTerminatedUnexpectedlyError)
    return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08/.test(code))) return true;
  return error.name === 'MaxRetriesPerRequestError' || OUTAGE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * True when `error`, or an error it was caused by, says PostgreSQL or Redis could not be reached
 * or went away mid-request: the request failed for no fault of its own and is worth sending again,
 * so it is answered 503 with Retry-After rather than 500.
 */
export function isDependencyOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const next = pending.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    if (isOutageItself(next)) return true;
    if (next instanceof AggregateError) pending.push(...next.errors);
    if (next instanceof Error) pending.push(next.cause);
  }
  return false;
}
