import type { DatabaseTransactionConnection } from 'slonik';
import type { EventStore, RecordedEvent } from '@golf/events';
import {
  lockProjectorState,
  notifyReadModelChange,
  removeSetAsideStreams,
  saveHeldStreams,
  saveProjectorCheckpoint,
  saveSetAsideStreams,
  type SetAsideStreamRow,
} from '@golf/read-db';
import type { ProjectionIndex } from './apply-events.ts';
import { BatchRun } from './batch-run.ts';

export { indexProjections, ProjectionFailedError, type ProjectionIndex } from './apply-events.ts';

export interface BatchResult {
  /** The checkpoint after the batch; null when nothing was written (every event was already applied). */
  position: bigint | null;
  /** Events newer than the checkpoint, applied or skipped. */
  events: number;
  /** Events no projection handles (e.g. a type this build does not know): passed over, counted. */
  skipped: number;
  /** Distinct streams whose events some projection applied, those a batch projection reported, and those set aside or repaired. */
  streams: string[];
  /** Streams this batch set aside (or a retry set aside again): the event each failed on, and why. */
  setAside: SetAsideStreamRow[];
  /** Set-aside streams a retry in this batch projected again in full: they left the list. */
  repaired: string[];
}

/**
 * Applies one batch inside the caller's transaction `tx`: each event newer than the stored
 * checkpoint goes to the projections (applyEvents), except the events of streams set aside;
 * a StreamRetryRequested event applies its stream's held events where it stands (batch-run.ts).
 * Then the checkpoint is saved (with the set-aside list, when the batch changed it) and
 * `read_model_changes` is notified. A
 * batch projection may read streams of `store` to fold what it does not hold in memory. All of
 * it commits, or none of it does, so an event is applied exactly once even across crashes and
 * redeliveries. A projection's failure throws (ProjectionFailedError), unless `setAside`: then
 * the stream it failed on is set aside from that event and the rest of the batch is applied
 * (project-batch.ts runs a batch so after it failed once).
 */
export async function applyBatch(
  tx: DatabaseTransactionConnection,
  projections: ProjectionIndex,
  events: readonly RecordedEvent[],
  store: Pick<EventStore, 'readStream'>,
  options: { setAside?: boolean } = {},
): Promise<BatchResult> {
  const { checkpoint, setAside } = await lockProjectorState(tx);
  const fresh = events.filter((event) => checkpoint === null || event.position > checkpoint);
  const last = fresh.at(-1);
  if (!last) return { position: null, events: 0, skipped: 0, streams: [], setAside: [], repaired: [] };
  const run = new BatchRun({ tx, projections, store, held: setAside, isolate: options.setAside === true });
  await run.applyAll(fresh);
  await saveProjectorCheckpoint(tx, last.position);
  if (run.setAside().length > 0 || run.repaired().length > 0) {
    await saveSetAsideStreams(tx, run.setAside());
    await removeSetAsideStreams(tx, run.repaired());
    await saveHeldStreams(tx, setAside);
  }
  const streams = run.streams();
  await notifyReadModelChange(tx, { position: last.position, streams });
  return {
    position: last.position,
    events: fresh.length,
    skipped: run.skipped,
    streams,
    setAside: run.setAside(),
    repaired: run.repaired(),
  };
}
