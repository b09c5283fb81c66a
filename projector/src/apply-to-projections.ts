import type { DatabaseTransactionConnection } from 'slonik';
import { eventParser, StreamRetryRequested, type EventStore, type RecordedEvent } from '@golf/events';
import type { HeldStream, SetAsideStreamRow } from '@golf/read-db';
import type { GameFolds } from './game-folds.ts';
import { ProjectionFailedError, type BatchContext, type BatchProjection, type Later, type ProjectionIndex } from './projection.ts';
import { isDataFault } from './set-aside/data-fault.ts';
import { findFailingEvents, type StreamFailure } from './set-aside/find-failing-events.ts';
import { setAsideRow } from './set-aside/set-aside-row.ts';

/**
 * Runs `events` (in log order) through the projections: each event to every event projection
 * that handles its type, then each batch projection once with all of its events. Answers the
 * streams applied (and those batch projections reported) and the events nobody handles.
 */
export async function applyToProjections(
  tx: DatabaseTransactionConnection,
  projections: ProjectionIndex,
  events: readonly RecordedEvent[],
  context: BatchContext,
): Promise<{ streams: Set<string>; skipped: number }> {
  const streams = new Set<string>();
  const batched = new Map<BatchProjection, RecordedEvent[]>();
  let skipped = 0;
  for (const event of events) {
    const handlers = projections.get(event.type);
    if (!handlers) {
      skipped += 1;
      continue;
    }
    for (const projection of handlers) {
      if ('applyBatch' in projection) {
        const events = batched.get(projection);
        if (events) events.push(event);
        else batched.set(projection, [event]);
        continue;
      }
      try {
        await projection.apply(tx, event);
      } catch (error) {
        throw new ProjectionFailedError(projection, event, error);
      }
    }
    streams.add(event.stream);
  }
  for (const [projection, events] of batched) {
    try {
      for (const stream of (await projection.applyBatch(tx, events, context)) ?? []) streams.add(stream);
    } catch (error) {
      throw new ProjectionFailedError(projection, events.at(-1)!, error, 'in the batch ending with');
    }
  }
  return { streams, skipped };
}

/** Where the failing streams are held back: `hold` sets one aside from the failing event; `isHeld` tells an event that waits. */
export interface Holder {
  hold(failure: StreamFailure): void;
  isHeld(event: RecordedEvent): boolean;
}

/**
 * applyToProjections in a savepoint; when a projection fails on the data, the streams it fails on are
 * found (findFailingEvents), held back from the failing event on, and the rest applied again,
 * until it goes through. Each round holds back at least one more stream, so it ends. A failure
 * that is not the data's, or that no single stream explains, is thrown: the batch is retried.
 */
export async function applySettingAside(
  tx: DatabaseTransactionConnection,
  projections: ProjectionIndex,
  events: readonly RecordedEvent[],
  context: BatchContext,
  holder: Holder,
): Promise<{ streams: Set<string>; skipped: number }> {
  let open = events.filter((event) => !holder.isHeld(event));
  for (;;) {
    try {
      return await tx.transaction((savepoint) => applyToProjections(savepoint, projections, open, context));
    } catch (error) {
      if (!(error instanceof ProjectionFailedError) || !isDataFault(error.cause)) throw error;
      const handled = new Set(error.failed.handles);
      const failures = await findFailingEvents(
        tx,
        error,
        open.filter((event) => handled.has(event.type)),
        context,
      );
      if (failures.length === 0) throw error;
      for (const failure of failures) holder.hold(failure);
      open = open.filter((event) => !holder.isHeld(event));
    }
  }
}

const parseRetry = eventParser([StreamRetryRequested]);

/** A retry request's stream; null for anything else (a malformed request asks nothing). */
function retriedStream(event: RecordedEvent): string | null {
  if (event.type !== StreamRetryRequested.type) return null;
  try {
    return parseRetry(event)?.data.stream ?? null;
  } catch {
    return null;
  }
}

export interface ProjectionRunOptions {
  tx: DatabaseTransactionConnection;
  projections: ProjectionIndex;
  store: Pick<EventStore, 'readStream'>;
  /** The streams set aside when the batch began, by name; the run adds and removes its own. */
  held: Map<string, HeldStream>;
  /** Set a failing stream aside and go on (true), or throw (false: the batch's first attempt). */
  isolate: boolean;
  /** A rebuild's lane: what projections leave to the replay's end (BatchProjection.settle). */
  later?: Later;
  /** A rebuild's lanes: the game folds they share (BatchContext.folds). */
  folds?: GameFolds;
}

/**
 * One batch's events through the projections, in log order, with the set-aside streams' events
 * held back. A StreamRetryRequested for a set-aside stream applies that stream's held events
 * (read from the store) where the request stands in the log: the events before it are applied
 * first, the ones after it once it is done. The run collects what changed for applyAndCheckpoint to save.
 */
export class ProjectionRun {
  skipped = 0;
  private readonly changed = new Set<string>();
  private readonly failed = new Map<string, SetAsideStreamRow>();
  private readonly back = new Set<string>();
  /** The retry under way: a failure of its stream counts as one more retry. */
  private retrying: { stream: string; retries: number; at: string } | null = null;

  private readonly options: ProjectionRunOptions;
  constructor(options: ProjectionRunOptions) {
    this.options = options;
  }

  async applyInLogOrder(events: readonly RecordedEvent[]): Promise<void> {
    let segment: RecordedEvent[] = [];
    for (const event of events) {
      const stream = retriedStream(event);
      if (stream === null) segment.push(event);
      else {
        await this.applySegment(segment, segment[0]?.position ?? event.position);
        segment = [];
        await this.applyRetriedStream(stream, event);
      }
    }
    await this.applySegment(segment, segment[0]?.position ?? 0n);
  }

  /** Streams set aside by this batch, with the event and the error. */
  setAside(): SetAsideStreamRow[] {
    return [...this.failed.values()];
  }

  /** Set-aside streams projected again in full. */
  repaired(): string[] {
    return [...this.back];
  }

  /** Every stream whose read models (or whose set-aside state) changed: live viewers of each are told. */
  changedStreams(): string[] {
    return [...this.changed];
  }

  private isHeld(event: RecordedEvent): boolean {
    const held = this.options.held.get(event.stream);
    return held !== undefined && event.position >= held.fromPosition;
  }

  private hold(failure: StreamFailure): void {
    const { stream } = failure.event;
    const retry = this.retrying?.stream === stream ? this.retrying : { retries: this.options.held.get(stream)?.retries ?? 0, at: null };
    this.options.held.set(stream, { fromPosition: failure.event.position, retries: retry.retries });
    this.failed.set(stream, setAsideRow(failure, retry));
    this.back.delete(stream);
    this.changed.add(stream);
  }

  private async applySegment(events: readonly RecordedEvent[], appliedBefore: bigint): Promise<void> {
    if (events.length === 0) return;
    const { tx, projections, store, held, isolate } = this.options;
    const context: BatchContext = {
      readStream: store.readStream.bind(store),
      appliedBefore,
      isSetAside: (stream) => held.has(stream),
      ...(this.options.later ? { later: this.options.later } : {}),
      ...(this.options.folds ? { folds: this.options.folds } : {}),
    };
    const open = events.filter((event) => !this.isHeld(event));
    const result = isolate
      ? await applySettingAside(tx, projections, open, context, {
          hold: (failure) => this.hold(failure),
          isHeld: (event) => this.isHeld(event),
        })
      : await applyToProjections(tx, projections, open, context);
    for (const stream of result.streams) this.changed.add(stream);
    this.skipped += result.skipped;
  }

  /** Applies a set-aside stream's held events where its retry stands; it leaves the list when they go through. */
  private async applyRetriedStream(stream: string, request: RecordedEvent): Promise<void> {
    const held = this.options.held.get(stream);
    if (!held) return;
    const events = (await this.options.store.readStream(stream)).filter(
      (event) => event.position >= held.fromPosition && event.position < request.position,
    );
    this.options.held.delete(stream);
    this.retrying = { stream, retries: held.retries + 1, at: request.recordedAt.toISOString() };
    try {
      await this.applySegment(events, request.position);
    } finally {
      this.retrying = null;
    }
    if (this.options.held.has(stream)) return;
    this.failed.delete(stream);
    this.back.add(stream);
    this.changed.add(stream);
  }
}
