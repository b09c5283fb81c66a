import type { DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@golf/events';
import type { BatchContext, BatchProjection, Projection } from './projection.ts';

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

/**
 * Runs `events` (in log order) through the projections: each event to every event projection
 * that handles its type, then each batch projection once with all of its events. Answers the
 * streams applied (and those batch projections reported) and the events nobody handles.
 */
export async function applyEvents(
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
