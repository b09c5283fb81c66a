import type { DatabaseTransactionConnection } from 'slonik';
import type { EventStore, RecordedEvent } from '@golf/events';
import type { GameFolds } from './game-folds.ts';

/**
 * A read model builder. It runs inside the projector's transaction, together with the
 * checkpoint write, so an event is applied exactly once. It must never throw on a valid fact:
 * upsert by key and tolerate replays. When it throws on an event all the same (data its schema
 * refuses, a rule that throws, a value a column refuses), the projector sets that event's stream
 * aside and applies every other (set-aside/): a projection needs nothing of its own for that. A projection takes its events one at a time
 * (EventProjection) or a batch's worth at once (BatchProjection).
 */
export type Projection = EventProjection | BatchProjection;

interface ProjectionName {
  name: string;
  /** Event types this projection reacts to; others are not passed to it. */
  handles: readonly string[];
}

export interface EventProjection extends ProjectionName {
  apply(tx: DatabaseTransactionConnection, event: RecordedEvent): Promise<void>;
}

export interface BatchProjection extends ProjectionName {
  /**
   * Every event of the batch it handles, in log order, at once: for a read model folded per
   * stream in memory and written once per batch. It may answer streams whose read models it
   * changed beyond the batch's own events (a tee change moves the boards of games on other streams), so
   * live viewers of those streams hear of it.
   */
  applyBatch(tx: DatabaseTransactionConnection, events: readonly RecordedEvent[], context: BatchContext): Promise<void | readonly string[]>;
  /**
   * In a rebuild's lanes (`context.later` set), the work its batches left to the replay's end:
   * called once after the last batch, in a transaction of its own, with what they kept there.
   */
  settle?(tx: DatabaseTransactionConnection, later: Later): Promise<void>;
}

/**
 * What a rebuild's lane keeps between its batches for the projections that leave work to its end
 * (a record worked out once from every round instead of after each batch: decision 0864), by
 * projection. Only a rebuild's lanes give one: the live projector works everything out per batch.
 */
export class Later {
  private readonly kept = new Map<string, unknown>();

  /** The projection's own keeping, made by `create` on first use. */
  of<T>(name: string, create: () => T): T {
    if (!this.kept.has(name)) this.kept.set(name, create());
    return this.kept.get(name) as T;
  }
}

/**
 * What a batch projection may use beside its transaction: the event store's streams, to fold a
 * stream it does not hold in memory, and where the projector stands.
 */
export interface BatchContext {
  readStream: EventStore['readStream'];
  /**
   * A stream's events in `events` are the next it has to apply; a stream with none there has its
   * events applied up to (not including) this position. So a stream folded from the store takes
   * its events before its first in `events`, or before `appliedBefore` (usually the batch's
   * first event; a retried stream's events come later in the log than their own positions).
   */
  appliedBefore: bigint;
  /** True for a stream set aside (its events wait): a projection must not fold it for another stream's sake. */
  isSetAside(stream: string): boolean;
  /** Only in a rebuild's lanes: a projection with `settle` may keep work here for the replay's end. */
  later?: Later;
  /** Only in a rebuild's lanes, one for all of them: a game's batch of events folded once for every projection that folds games (decision 0814). */
  folds?: GameFolds;
}

/** Projections by the event types they handle, built once per run. */
export type ProjectionIndex = ReadonlyMap<string, readonly Projection[]>;

export function indexProjections(projections: readonly Projection[]): ProjectionIndex {
  const index = new Map<string, Projection[]>();
  const names = new Set<string>();
  for (const projection of projections) {
    if (names.has(projection.name)) throw new Error(`Two projections are named "${projection.name}"`);
    names.add(projection.name);
    for (const type of new Set(projection.handles)) index.set(type, [...(index.get(type) ?? []), projection]);
  }
  return index;
}

/** A projection threw on a recorded fact: a bug to fix in that projection, or data it cannot take; the batch rolled back. */
export class ProjectionFailedError extends Error {
  /** The projection's name. */
  readonly projection: string;
  readonly failed: Projection;
  /** The event it threw on (an event projection), or the last of the events it was given (a batch projection). */
  readonly event: RecordedEvent;
  constructor(projection: Projection, event: RecordedEvent, cause: unknown, when = 'on') {
    super(
      `Projection "${projection.name}" failed ${when} ${event.type} ${event.id} at position ${event.position}: ` +
        (cause instanceof Error ? cause.message : String(cause)),
      { cause },
    );
    this.projection = projection.name;
    this.failed = projection;
    this.event = event;
    this.name = 'ProjectionFailedError';
  }
}
