/**
 * The event store port. Adapters: PostgreSQL (default, `postgres-event-store.ts`) and
 * EventStoreDB (`esdb-event-store.ts`, selected when EVENTSTORE_URL is set). Both pass the
 * contract suite in `event-store.contract.ts`.
 */

/** Who did what, from where. Never holds secrets. */
export interface EventMetadata {
  userId: string | null;
  commandId: string;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 instant, taken from the command (deciders have no clock). */
  occurredAt: string;
  /** How the change arrived: 'web', 'job:course-import', 'cli', … */
  client: string | null;
  /** Version of the event's data schema; readers upcast older versions. */
  schemaVersion: number;
  /**
   * SHA-256 of the request an Idempotency-Key came with (method, route, parameters, body with its
   * secrets left out): a retry with the key must match it. Absent without a key, and on events
   * recorded before requests were compared.
   */
  requestHash?: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** uuid; the idempotency key: appending the same id twice stores it once. Stored and read back in lower case. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  stream: string;
  /** Revision within its stream, counted from 0 as EventStoreDB does. */
  revision: bigint;
  /** Global position across all streams; strictly increasing in read order. */
  position: bigint;
  recordedAt: Date;
}

/** 'no_stream': the stream must not exist; 'any': no check; bigint: the stream's current last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface AppendResult {
  /** Revision of the last event appended (or of the original append, on an idempotent retry). */
  nextExpectedRevision: bigint;
  /** Global position of the last event appended. */
  position: bigint;
  /**
   * Whether every id was stored before (a retry: this call wrote nothing) or this call wrote the
   * events. Left out by an adapter that cannot always tell (EventStoreDB spots some retries itself).
   */
  retried?: boolean;
}

/** Positions are exclusive: `fromPosition: 5n` yields events whose position is greater than 5. */
export type ReadAllFrom = bigint | 'start';

export interface Subscription {
  close(): Promise<void>;
  /** Resolves when the subscription stops after close(); rejects when the handler throws or a read fails. */
  readonly done: Promise<void>;
}

export interface EventStore {
  /**
   * Appends `events` to `stream` if `expectedRevision` matches, else throws
   * WrongExpectedRevisionError. A retry (every id already stored in this stream) writes nothing and
   * returns the original result, even if the stream has moved on. An empty `events` array is an
   * InvalidAppendError: there is no revision or position to report, so callers skip the append.
   */
  append(stream: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /**
   * The events of one stream with a revision at or after `fromRevision` (every event when it is
   * left out), in revision order; [] when the stream does not exist or has nothing from there.
   */
  readStream(stream: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]>;
  /** Events after `fromPosition` in global order, at most `limit`. Never skips an event that commits late. */
  readAll(options: { fromPosition: ReadAllFrom; limit: number }): Promise<RecordedEvent[]>;
  /**
   * The position of the newest event readAll can deliver now (never one it still holds back,
   * so reading up to the head skips nothing); null when the log is empty.
   */
  headPosition(): Promise<bigint | null>;
  /**
   * How many events readAll delivers after `fromPosition` up to and including `toPosition`,
   * counted up to `limit`: a result equal to `limit` means at least that many.
   */
  countAll(options: { fromPosition: ReadAllFrom; toPosition: bigint; limit: number }): Promise<number>;
  /**
   * Catch-up then live: delivers every event after `fromPosition`, in batches, in global order,
   * exactly once per subscription. The next batch waits for the handler's promise.
   */
  subscribeAll(
    options: { fromPosition: ReadAllFrom; batchSize?: number },
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly stream: string;
  readonly expected: ExpectedRevision;
  readonly actual: bigint | 'no_stream';
  constructor(stream: string, expected: ExpectedRevision, actual: bigint | 'no_stream') {
    super(`Stream ${stream} is at ${String(actual)}, expected ${String(expected)}`);
    this.stream = stream;
    this.expected = expected;
    this.actual = actual;
    this.name = 'WrongExpectedRevisionError';
  }
}

/** The append request itself is malformed (bad stream name, id, type, revision, or no events). */
export class InvalidAppendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAppendError';
  }
}

/**
 * Some of the ids are already stored, but not as this exact retry: reused in another stream, or
 * only part of the batch matches. Ids are idempotency keys, so this is a caller bug, never a race.
 */
export class EventIdConflictError extends Error {
  readonly stream: string;
  readonly eventIds: readonly string[];
  constructor(stream: string, eventIds: readonly string[]) {
    super(`Event ids already stored elsewhere or as a different batch: ${eventIds.join(', ')} (appending to ${stream})`);
    this.stream = stream;
    this.eventIds = eventIds;
    this.name = 'EventIdConflictError';
  }
}
