import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type Position,
} from '@eventstore/db-client';
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
import { fromEsdbCurrentRevision, fromEsdbEvent, positionAfter, toEsdbEventData, toEsdbExpectedRevision } from './esdb-events.ts';
import { OpenSubscriptions } from './open-subscriptions.ts';
import { EsdbLiveWakeSource } from './esdb-live-wake-source.ts';

export interface EsdbEventStoreOptions {
  /** close() disposes the client; true when the store created it. */
  ownsClient?: boolean;
  pollIntervalMs?: number;
}

/** Records read per page while looking for the newest event that is not a system one. */
const HEAD_PAGE = 100;
/** Events held at once while counting. */
const COUNT_PAGE = 1000;

/**
 * The EventStoreDB adapter (production, selected by EVENTSTORE_URL). Positions are commit
 * positions in `$all`; system streams and `$` event types are left out of every read.
 */
export class EsdbEventStore implements EventStore {
  private readonly subscriptions: OpenSubscriptions;
  private closed = false;

  private readonly client: EventStoreDBClient;
  private readonly options: EsdbEventStoreOptions;
  constructor(client: EventStoreDBClient, options: EsdbEventStoreOptions = {}) {
    this.client = client;
    this.options = options;
    this.subscriptions = new OpenSubscriptions((options) => this.readAll(options), this.options.pollIntervalMs ?? 500);
  }

  /** `url`: an esdb:// connection string, e.g. esdb://localhost:2113?tls=false. */
  static connect(url: string): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(url), { ownsClient: true });
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    validateAppend(stream, events, expectedRevision);
    const ids = events.map((event) => event.id.toLowerCase());
    if (expectedRevision === 'any') {
      // ESDB only does its best to spot a retry under ANY; a read settles it.
      const original = await this.findStored(stream, ids);
      if (original) return original;
    }
    let acknowledged: bigint;
    try {
      const result = await this.client.appendToStream(stream, events.map(toEsdbEventData), {
        expectedRevision: toEsdbExpectedRevision(expectedRevision),
      });
      acknowledged = result.nextExpectedRevision;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // ESDB recognises most retries itself; this also covers 'any' and retries after the stream moved on.
      const original = await this.findStored(stream, ids);
      if (original) return original;
      throw new WrongExpectedRevisionError(stream, expectedRevision, fromEsdbCurrentRevision(error.actualVersion));
    }
    // The position is read back from the stored event, so it is exactly what readAll reports.
    const last = await this.readAt(stream, acknowledged);
    if (last && last.id === ids[ids.length - 1]) return { nextExpectedRevision: last.revision, position: last.position };
    const original = await this.findStored(stream, ids);
    if (original) return original;
    throw new Error(`EventStoreDB acknowledged an append to ${stream} at revision ${acknowledged}, but it cannot be read back`);
  }

  async readStream(stream: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    validateStreamRead(stream, fromRevision);
    const events: RecordedEvent[] = [];
    try {
      // A revision past the end reads nothing; only a missing stream is StreamNotFoundError.
      for await (const resolved of this.client.readStream(stream, { fromRevision })) {
        const event = fromEsdbEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ fromPosition, limit }: { fromPosition: ReadAllFrom; limit: number }): Promise<RecordedEvent[]> {
    validateReadAllFrom(fromPosition);
    validateLimit('limit', limit);
    const events: RecordedEvent[] = [];
    // ESDB reads from a position inclusively; ours are exclusive, so records at or before it are skipped.
    let cursor: Position | typeof START = fromPosition === 'start' ? START : { commit: fromPosition, prepare: fromPosition };
    const pageSize = Math.max(limit, 100);
    for (;;) {
      let seen = 0;
      let lastSeen: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: cursor, maxCount: pageSize })) {
        seen++;
        const position = resolved.event?.position;
        if (!position) continue;
        lastSeen = position;
        if (cursor !== START && !positionAfter(position, cursor)) continue;
        if (fromPosition !== 'start' && position.commit <= fromPosition) continue;
        const event = fromEsdbEvent(resolved);
        if (event) events.push(event);
        if (events.length === limit) return events;
      }
      if (seen < pageSize || !lastSeen) return events;
      cursor = lastSeen;
    }
  }

  /**
   * Reads $all backwards from its end until the first record that is not a system one: ESDB
   * keeps writing its own events ($stats, $epoch…), so the newest record is often not ours.
   */
  async headPosition(): Promise<bigint | null> {
    let cursor: Position | typeof END = END;
    for (;;) {
      let seen = 0;
      let lastSeen: Position | undefined;
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: cursor, maxCount: HEAD_PAGE })) {
        seen++;
        const position = resolved.event?.position;
        if (!position) continue;
        // Whether a backward read includes its start is not promised; a record not before the cursor was seen already.
        if (cursor !== END && !positionAfter(cursor, position)) continue;
        lastSeen = position;
        const event = fromEsdbEvent(resolved);
        if (event) return event.position;
      }
      if (seen < HEAD_PAGE || !lastSeen) return null;
      cursor = lastSeen;
    }
  }

  /** ESDB has no count: this reads (our events only) up to `toPosition`, and at most `limit` of them. */
  async countAll({ fromPosition, toPosition, limit }: { fromPosition: ReadAllFrom; toPosition: bigint; limit: number }): Promise<number> {
    validateCountAll(fromPosition, toPosition, limit);
    let count = 0;
    let cursor = fromPosition;
    for (;;) {
      const wanted = Math.min(limit - count, COUNT_PAGE);
      const page = await this.readAll({ fromPosition: cursor, limit: wanted });
      for (const event of page) {
        if (event.position > toPosition) return count;
        count++;
      }
      const last = page.at(-1);
      if (count >= limit || page.length < wanted || !last) return count;
      cursor = last.position;
    }
  }

  subscribeAll(
    options: { fromPosition: ReadAllFrom; batchSize?: number },
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    return this.subscriptions.subscribe(options, new EsdbLiveWakeSource(this.client), handler);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.subscriptions.closeAll();
    if (this.options.ownsClient) await this.client.dispose();
  }

  private async readAt(stream: string, revision: bigint): Promise<RecordedEvent | undefined> {
    for await (const resolved of this.client.readStream(stream, { fromRevision: revision, maxCount: 1 })) {
      return fromEsdbEvent(resolved);
    }
    return undefined;
  }

  /** The original result if every id is already in the stream (a retry); null if none is. */
  private async findStored(stream: string, ids: string[]): Promise<AppendResult | null> {
    const wanted = new Set(ids);
    const stored = (await this.readStream(stream)).filter((event) => wanted.has(event.id));
    if (stored.length === 0) return null;
    if (stored.length < ids.length)
      throw new EventIdConflictError(
        stream,
        stored.map((event) => event.id),
      );
    const last = stored[stored.length - 1]!;
    return { nextExpectedRevision: last.revision, position: last.position, retried: true };
  }
}
