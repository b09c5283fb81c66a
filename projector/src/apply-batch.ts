import type { DatabaseTransactionConnection } from 'slonik';
import type { EventStore, RecordedEvent } from '@golf/events';
import { lockProjectorCheckpoint, notifyReadModelChange, saveProjectorCheckpoint } from '@golf/read-db';
import type { BatchProjection, Projection } from './projection.ts';

export interface BatchResult {
  /** The checkpoint after the batch; null when nothing was written (every event was already applied). */
  position: bigint | null;
  /** Events newer than the checkpoint, applied or skipped. */
  events: number;
  /** Events no projection handles (e.g. a type this build does not know): passed over, counted. */
  skipped: number;
  /** Distinct streams whose events some projection applied, and those a batch projection reported. */
  streams: string[];
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

/**
 * Applies one batch inside the caller's transaction `tx`: each event newer than the stored
 * checkpoint goes to every projection that handles its type; then the checkpoint moves to the
 * last event and `read_model_changes` is notified. A batch projection may read streams of
 * `store` (their events before the batch) to fold what it does not hold in memory. All of it commits, or none of it does, so
 * an event is applied exactly once even across crashes and redeliveries.
 */
export async function applyBatch(
  tx: DatabaseTransactionConnection,
  projections: ProjectionIndex,
  events: readonly RecordedEvent[],
  store: Pick<EventStore, 'readStream'>,
): Promise<BatchResult> {
  const checkpoint = await lockProjectorCheckpoint(tx);
  const fresh = events.filter((event) => checkpoint === null || event.position > checkpoint);
  const last = fresh.at(-1);
  if (!last) return { position: null, events: 0, skipped: 0, streams: [] };
  const streams = new Set<string>();
  const context = { readStream: store.readStream.bind(store) };
  const batched = new Map<BatchProjection, RecordedEvent[]>();
  let skipped = 0;
  for (const event of fresh) {
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
        throw new ProjectionFailedError(projection.name, event, error);
      }
    }
    streams.add(event.stream);
  }
  for (const [projection, events] of batched) {
    try {
      for (const stream of (await projection.applyBatch(tx, events, context)) ?? []) streams.add(stream);
    } catch (error) {
      throw new ProjectionFailedError(projection.name, events.at(-1) ?? last, error, 'in the batch ending with');
    }
  }
  await saveProjectorCheckpoint(tx, last.position);
  await notifyReadModelChange(tx, { position: last.position, streams: [...streams] });
  return { position: last.position, events: fresh.length, skipped, streams: [...streams] };
}

/** A projection threw on a recorded fact: a bug to fix in that projection; the batch rolled back. */
export class ProjectionFailedError extends Error {
  readonly projection: string;
  readonly event: RecordedEvent;
  constructor(projection: string, event: RecordedEvent, cause: unknown, when = 'on') {
    super(
      `Projection "${projection}" failed ${when} ${event.type} ${event.id} at position ${event.position}: ` +
        (cause instanceof Error ? cause.message : String(cause)),
      { cause },
    );
    this.projection = projection;
    this.event = event;
    this.name = 'ProjectionFailedError';
  }
}
