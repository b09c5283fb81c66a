import pg from 'pg';
import {
  EventIdConflictError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllFrom,
  type RecordedEvent,
  type Subscription,
} from './event-store.ts';
import { validateAppend, validateCountAll, validateLimit, validateReadAllFrom, validateStreamRead } from './append-validation.ts';
import { appendErrorCodes, expectedRevisionCodes } from './postgres-append-sql.ts';
import { eventColumns, toRecordedEvent, type EventRow } from './postgres-rows.ts';
import { OpenSubscriptions } from './open-subscriptions.ts';
import { PostgresNotificationWakeSource } from './postgres-notification-wake-source.ts';
import { AppendNotifier } from './postgres-append-notifier.ts';
import { ensureEventStoreSchema } from './postgres-schema.ts';
import { storableJsonText } from './postgres-json-text.ts';

export interface PostgresEventStoreOptions {
  /** close() ends the pool; true when the store created it. */
  ownsPool?: boolean;
  /** Subscriptions poll this often when no notification wakes them. */
  pollIntervalMs?: number;
  /** Appends this close together are told to subscribers in one notification (default NOTIFY_WINDOW_MS). */
  notifyWindowMs?: number;
}

const appendSql =
  'SELECT next_revision, last_position, was_retry FROM es.append_events($1, $2, $3::uuid[], $4::text[], $5::json, $6::json)';

// The ids of an append that clashed, as the append function looks them up on a wrong revision.
const storedIdsSql = `SELECT count(*)::integer AS stored, (count(*) FILTER (WHERE stream <> $2))::integer AS elsewhere,
  max(revision) AS next_revision, max(position) AS last_position, string_agg(id::text, ',' ORDER BY position) AS ids
  FROM es.events WHERE id = ANY ($1::uuid[])`;

interface StoredIdsRow {
  stored: number;
  elsewhere: number;
  next_revision: string | null;
  last_position: string | null;
  ids: string | null;
}

// These stop short of any position an open transaction could still commit (postgres-read-sql.ts).
const readAllSql = `SELECT ${eventColumns} FROM es.read_all($1, $2)`;
const headPositionSql = 'SELECT es.head_position() AS position';
const countEventsSql = 'SELECT es.count_events($1, $2, $3) AS count';

// A range scan of the (stream, revision) unique index.
const readStreamSql = `SELECT ${eventColumns} FROM es.events WHERE stream = $1 AND revision >= $2 ORDER BY revision`;

/** Errors after which the connection is still sound and goes back to the pool. */
const expectedSqlStates = new Set<string>([
  appendErrorCodes.wrongExpectedRevision,
  appendErrorCodes.eventIdConflict,
  appendErrorCodes.notFirstWrite,
  '23505', // unique_violation
]);

/**
 * A pool for the event store: a stuck transaction is ended after 30 s rather than stalling every
 * reader. With `keepConnections` none of its connections is closed for being idle (see openEvery).
 */
export function createEventStorePool(databaseUrl: string, poolSize = 10, { keepConnections = false } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    min: keepConnections ? poolSize : 0,
    idle_in_transaction_session_timeout: 30_000,
    application_name: 'golf-event-store',
  });
  // An idle connection that dies is dropped by the pool; without a listener Node would crash.
  pool.on('error', (error) => console.error(`[event-store] idle PostgreSQL connection lost: ${error.message}`));
  // A checked-out connection has no pool listener, and pool.query listens only once: a server
  // that shuts down can make a client emit 'error' between or after its queries (a second time
  // while it is being removed). Its queries fail on their own, and the pool drops a client that
  // is not queryable when it comes back, so here the error only needs a listener.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Opens every connection the pool may hold, at once. A pool opens connections as requests need
 * them: when a stall (a slow WAL flush, a collection) lets commands pile up, each one past the
 * connections open waits for a new one (a server process started, the password checked, and its
 * first append planning the append functions), 8 to 30 ms on two cores just when the server is
 * behind, and the pile grows. Opened at start and kept (min = max), none is opened during a stall.
 */
async function openEvery(pool: pg.Pool): Promise<void> {
  const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  for (const client of clients) client.release();
}

/** The default event store: one append-only table in PostgreSQL (see postgres-append-sql.ts). */
export class PostgresEventStore implements EventStore {
  private readonly subscriptions: OpenSubscriptions;
  private readonly notifier: AppendNotifier;
  private closed = false;

  private readonly pool: pg.Pool;
  private readonly options: PostgresEventStoreOptions;
  constructor(pool: pg.Pool, options: PostgresEventStoreOptions = {}) {
    this.pool = pool;
    this.options = options;
    this.subscriptions = new OpenSubscriptions((options) => this.readAll(options), this.options.pollIntervalMs ?? 500);
    this.notifier = AppendNotifier.onPool(pool, options.notifyWindowMs);
  }

  /**
   * Opens a pool on `databaseUrl`, ensures the schema and returns a store that owns the pool.
   * `keepConnections` (a server's store): every connection of the pool is opened now and kept.
   */
  static async connect(databaseUrl: string, options: { poolSize?: number; keepConnections?: boolean } = {}): Promise<PostgresEventStore> {
    const pool = createEventStorePool(databaseUrl, options.poolSize, { keepConnections: options.keepConnections });
    try {
      await ensureEventStoreSchema(pool);
      if (options.keepConnections) await openEvery(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresEventStore(pool, { ownsPool: true });
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    validateAppend(stream, events, expectedRevision);
    const ids = events.map((event) => event.id.toLowerCase());
    const values = [
      stream,
      expectedCode(expectedRevision),
      ids,
      events.map((event) => event.type),
      storableJsonText(
        events.map((event) => event.data ?? null),
        `Data of an event for ${stream}`,
      ),
      storableJsonText(
        events.map((event) => event.metadata),
        `Metadata of an event for ${stream}`,
      ),
    ];
    // A unique violation on id: at the right revision the function inserts without looking its
    // ids up, so these ids were stored before (a retry by a caller that re-read the stream, or
    // another stream's append, perhaps committed meanwhile). The whole call was taken back;
    // the ids, looked up now, tell a retry (answered as the first time) from a conflict. None
    // stored any more (the other append was taken back): one more attempt.
    for (let attempt = 1; ; attempt++) {
      try {
        const [row] = await this.queryKeepingConnection<{ next_revision: string; last_position: string; was_retry: boolean }>(
          'es-append',
          appendSql,
          values,
        );
        const position = BigInt(row!.last_position);
        if (!row!.was_retry) this.notifier.notify(position);
        return { nextExpectedRevision: BigInt(row!.next_revision), position, retried: row!.was_retry };
      } catch (error) {
        if (attempt === 1 && isIdClash(error)) {
          const stored = await this.storedIds(stream, ids);
          if (stored) return stored;
          continue;
        }
        throw toAppendError(error, stream, expectedRevision, ids);
      }
    }
  }

  /**
   * After an id clash: the first answer when every id is stored in `stream` (a retry), an
   * EventIdConflictError naming the ids stored before when some are, null when none is.
   */
  private async storedIds(stream: string, ids: string[]): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<StoredIdsRow>({ name: 'es-stored-ids', text: storedIdsSql, values: [ids, stream] });
    const row = rows[0]!;
    if (row.stored === 0) return null;
    if (row.stored === ids.length && row.elsewhere === 0) {
      return { nextExpectedRevision: BigInt(row.next_revision!), position: BigInt(row.last_position!), retried: true };
    }
    throw new EventIdConflictError(stream, row.ids!.split(','));
  }

  async readStream(stream: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    validateStreamRead(stream, fromRevision);
    const { rows } = await this.pool.query<EventRow>({ name: 'es-read-stream', text: readStreamSql, values: [stream, fromRevision] });
    return rows.map(toRecordedEvent);
  }

  async readAll({ fromPosition, limit }: { fromPosition: ReadAllFrom; limit: number }): Promise<RecordedEvent[]> {
    validateReadAllFrom(fromPosition);
    validateLimit('limit', limit);
    const after = fromPosition === 'start' ? -1n : fromPosition;
    const { rows } = await this.pool.query<EventRow>({ name: 'es-read-all', text: readAllSql, values: [after, limit] });
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<bigint | null> {
    const { rows } = await this.pool.query<{ position: string | null }>({ name: 'es-head-position', text: headPositionSql });
    return rows[0]!.position === null ? null : BigInt(rows[0]!.position);
  }

  async countAll({ fromPosition, toPosition, limit }: { fromPosition: ReadAllFrom; toPosition: bigint; limit: number }): Promise<number> {
    validateCountAll(fromPosition, toPosition, limit);
    const after = fromPosition === 'start' ? -1n : fromPosition;
    const { rows } = await this.pool.query<{ count: number }>({
      name: 'es-count-events',
      text: countEventsSql,
      values: [after, toPosition, limit],
    });
    return rows[0]!.count;
  }

  subscribeAll(
    options: { fromPosition: ReadAllFrom; batchSize?: number },
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    return this.subscriptions.subscribe(options, new PostgresNotificationWakeSource(this.pool), handler);
  }

  /** Closes open subscriptions, then ends the pool if this store owns it. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.subscriptions.closeAll();
    await this.notifier.drain();
    if (this.options.ownsPool) await this.pool.end();
  }

  /** Like pool.query, but an expected SQL error (a conflict) does not cost the connection. */
  private async queryKeepingConnection<Row extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return (await client.query<Row>({ name, text, values })).rows;
    } catch (error) {
      if (!expectedSqlStates.has(sqlState(error) ?? '')) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

function expectedCode(expected: ExpectedRevision): bigint {
  if (expected === 'no_stream') return expectedRevisionCodes.noStream;
  if (expected === 'any') return expectedRevisionCodes.any;
  return expected;
}

function sqlState(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function isIdClash(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'events_id_unique';
}

function toAppendError(error: unknown, stream: string, expected: ExpectedRevision, ids: string[]): unknown {
  const detail = error instanceof pg.DatabaseError ? (error.detail ?? '') : '';
  switch (sqlState(error)) {
    case appendErrorCodes.wrongExpectedRevision:
      return new WrongExpectedRevisionError(stream, expected, detail === '-1' ? 'no_stream' : BigInt(detail));
    case appendErrorCodes.eventIdConflict:
      return new EventIdConflictError(stream, detail ? detail.split(',') : ids);
    case '23505':
      return isIdClash(error) ? new EventIdConflictError(stream, ids) : error;
    default:
      return error;
  }
}
