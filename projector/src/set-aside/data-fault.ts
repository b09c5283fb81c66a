import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  IdleTransactionTimeoutError,
  InputSyntaxError,
  StatementCancelledError,
  StatementTimeoutError,
  UnexpectedForeignConnectionError,
  UnexpectedStateError,
} from 'slonik';

/** slonik's errors that say the server, the connection or our SQL failed: nothing about one stream's data. */
const NOT_THE_DATA = [
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  IdleTransactionTimeoutError,
  InputSyntaxError,
  StatementCancelledError,
  StatementTimeoutError,
  UnexpectedForeignConnectionError,
  UnexpectedStateError,
];
/** Socket failures (pg, the EventStoreDB client). */
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
/** What pg and the EventStoreDB client say when the server went away (they set no code). */
const OUTAGE_TEXT = [/^Connection terminated/i, /not queryable/i, /timeout exceeded/i, /^Connection is closed/i];
const OUTAGE_NAMES = new Set(['UnavailableError', 'DeadlineExceededError', 'CancelledError', 'NotLeaderError']);
/** SQLSTATE classes of a value the database refused: 22 data exception (too long, out of range, bad syntax), 23 a constraint. */
const DATA_CLASSES = new Set(['22', '23']);
const SQLSTATE = /^[0-9A-Z]{5}$/;

type Verdict = 'data' | 'not-data' | 'unknown';

function verdictOf(error: Error): Verdict {
  // pg's connect gives one per address tried: a server out of reach.
  if (error instanceof AggregateError) return 'not-data';
  if (NOT_THE_DATA.some((type) => error instanceof type)) return 'not-data';
  if (OUTAGE_NAMES.has(error.name) || OUTAGE_TEXT.some((pattern) => pattern.test(error.message))) return 'not-data';
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return 'unknown';
  if (NETWORK_CODES.has(code)) return 'not-data';
  if (SQLSTATE.test(code)) return DATA_CLASSES.has(code.slice(0, 2)) ? 'data' : 'not-data';
  return 'unknown';
}

/**
 * True when a projection's failure is the data's: the event's schema refused it, a rule threw on
 * it, a column refused a value (SQLSTATE class 22 or 23). Then it fails the same way on every
 * attempt, and only its stream should wait. False when the failure says the database, the
 * event store or our SQL failed (a lost connection, a timeout, a syntax error, any other
 * SQLSTATE): that is no one stream's doing, and the projector retries the batch as before.
 */
export function isDataFault(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  let verdict: Verdict = 'unknown';
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const found = verdictOf(current);
    if (found === 'not-data') return false;
    if (found === 'data') verdict = 'data';
    current = current.cause;
  }
  // An error thrown by a projection's own code (a zod error, a rule's error) carries no code: the data's doing.
  return verdict === 'data' || verdict === 'unknown';
}
