import { sql, type CommonQueryMethods, type DatabasePoolConnection, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { StreamRetryRequested, type EventStore, type RecordedEvent } from '@golf/events';
import {
  encodeReadModelChange,
  GOLF_LOCK_NAMESPACE,
  lockProjectorState,
  READ_MODEL_CHANGES_CHANNEL,
  READ_MODELS_PROJECTOR,
  removeSetAsideStreams,
  saveCheckpointAndNotify,
  saveHeldStreams,
  saveSetAsideStreams,
  type ProjectorState,
  type SetAsideStreamRow,
} from '@golf/read-db';
import { ProjectionFailedError, type ProjectionIndex } from './projection.ts';
import { ProjectionRun } from './apply-to-projections.ts';
import type { ProjectorLog } from './projector-log.ts';
import { BATCH_GATE, isUndefinedTable } from './projector-locks.ts';
import { isDataFault } from './set-aside/data-fault.ts';

export interface CommitBatchOptions {
  connection: Pick<DatabasePoolConnection, 'transaction'>;
  projections: ProjectionIndex;
  store: Pick<EventStore, 'readStream'>;
  /**
   * Run first in each transaction (the live projector's batch gate); throws to refuse. When it
   * answers the projector's state it locked (enterBatchGateLockingState), the batch starts from that.
   */
  enter?: (tx: DatabaseTransactionConnection) => Promise<ProjectorState | void>;
  log: ProjectorLog;
  /** Tell `read_model_changes` (default true); a rebuild into its own schema tells once, at the swap. */
  notify?: boolean;
}

/**
 * Applies a batch in one transaction, as fast as applyAndCheckpoint goes: no savepoint, no probe. When a
 * projection fails on the data, that transaction is rolled back and the batch applied again in
 * a fresh one that sets the failing streams aside (set-aside/): the other streams' events in
 * the batch are applied at once, in order, and only the failing streams wait. Any other failure
 * is thrown, for the caller to retry the batch.
 */
export async function commitBatch(options: CommitBatchOptions, events: readonly RecordedEvent[]): Promise<BatchResult> {
  const { connection, projections, store, enter, log, notify } = options;
  const inTransaction = (setAside: boolean) =>
    connection.transaction(async (tx) => {
      const state = (await enter?.(tx)) ?? undefined;
      return applyAndCheckpoint(tx, projections, events, store, { setAside, notify, state });
    });
  let result: BatchResult;
  try {
    result = await inTransaction(false);
  } catch (error) {
    if (!(error instanceof ProjectionFailedError) || !isDataFault(error.cause)) throw error;
    log('warn', 'A projection failed; setting the failing streams aside', { error: error.message });
    result = await inTransaction(true);
  }
  for (const row of result.setAside) {
    log('error', 'Stream set aside: its events wait until it is retried', {
      stream: row.stream,
      event: row.eventId,
      eventType: row.eventType,
      position: row.fromPosition,
      projection: row.projection,
      error: row.error,
    });
  }
  for (const stream of result.repaired) log('info', 'Set-aside stream projected again', { stream });
  return result;
}

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
 * checkpoint goes to the projections (applyToProjections), except the events of streams set aside;
 * a StreamRetryRequested event applies its stream's held events where it stands (ProjectionRun, apply-to-projections.ts).
 * Then the checkpoint is saved (with the set-aside list, when the batch changed it) and
 * `read_model_changes` is notified. A
 * batch projection may read streams of `store` to fold what it does not hold in memory. All of
 * it commits, or none of it does, so an event is applied exactly once even across crashes and
 * redeliveries. A projection's failure throws (ProjectionFailedError), unless `setAside`: then
 * the stream it failed on is set aside from that event and the rest of the batch is applied
 * (commitBatch runs a batch so after it failed once).
 */
export async function applyAndCheckpoint(
  tx: DatabaseTransactionConnection,
  projections: ProjectionIndex,
  events: readonly RecordedEvent[],
  store: Pick<EventStore, 'readStream'>,
  options: { setAside?: boolean; notify?: boolean; state?: ProjectorState } = {},
): Promise<BatchResult> {
  const { checkpoint, setAside } = options.state ?? (await lockProjectorState(tx));
  const fresh = events.filter((event) => checkpoint === null || event.position > checkpoint);
  const last = fresh.at(-1);
  if (!last) return { position: null, events: 0, skipped: 0, streams: [], setAside: [], repaired: [] };
  const run = new ProjectionRun({ tx, projections, store, held: setAside, isolate: options.setAside === true });
  await run.applyInLogOrder(fresh);
  const streams = run.changedStreams();
  // The notification is delivered at commit, after everything below: it goes with the checkpoint (decision 0857).
  await saveCheckpointAndNotify(tx, { position: last.position, streams }, options.notify !== false);
  if (run.setAside().length > 0 || run.repaired().length > 0) {
    await saveSetAsideStreams(tx, run.setAside());
    await removeSetAsideStreams(tx, run.repaired());
    await saveHeldStreams(tx, setAside);
  }
  return {
    position: last.position,
    events: fresh.length,
    skipped: run.skipped,
    streams,
    setAside: run.setAside(),
    repaired: run.repaired(),
  };
}

/**
 * True when some event of the batch can change a read model: a projection handles its type, or
 * it asks a set-aside stream to be retried (ProjectionRun, apply-to-projections.ts). A batch without one changes nothing
 * but the checkpoint, and moveCheckpointPast moves that without a transaction of its own.
 */
export function changesReadModels(projections: ProjectionIndex, events: readonly RecordedEvent[]): boolean {
  return events.some((event) => projections.has(event.type) || event.type === StreamRetryRequested.type);
}

const checkpointMoved = z.object({ open: z.boolean(), moved: z.boolean(), known: z.boolean(), told: z.number() });

/**
 * Moves the checkpoint past a batch that changes no read model (changesReadModels is false), in
 * one statement, autocommit, instead of the batch's transaction (BEGIN, the gate, the locked
 * checkpoint, its update, the notification, COMMIT: seven round trips). What it keeps:
 * - the batch gate: the statement takes it shared like a batch (a rebuild closed: `gate-closed`,
 *   nothing written), and commits asynchronously like a batch (decision 0520);
 * - the checkpoint only moves forward, and only from a row that is there (none yet: `no-row`,
 *   for the caller to run the batch's transaction, which creates it);
 * - `read_model_changes` is notified with the new position (no streams) exactly when the
 *   checkpoint moved, in the same transaction: a request waiting for a position is released
 *   as before, never before the checkpoint is committed.
 * A crash that takes back the update loses nothing: the projector reads those events again and
 * passes them over again (decision 0530).
 */
export async function moveCheckpointPast(
  connection: CommonQueryMethods,
  position: bigint,
): Promise<'moved' | 'behind' | 'no-row' | 'gate-closed'> {
  const [payload] = encodeReadModelChange({ position, streams: [] });
  let row: z.infer<typeof checkpointMoved>;
  try {
    row = await moveCheckpointStatement(connection, position, payload!);
  } catch (error) {
    // A rebuild drops the read schema after it closed the gate.
    if (isUndefinedTable(error)) return 'gate-closed';
    throw error;
  }
  if (!row.open) return 'gate-closed';
  if (row.moved) return 'moved';
  return row.known ? 'behind' : 'no-row';
}

function moveCheckpointStatement(connection: CommonQueryMethods, position: bigint, payload: string) {
  return connection.one(sql.type(checkpointMoved)`
    WITH gate AS MATERIALIZED (
      SELECT pg_try_advisory_xact_lock_shared(${GOLF_LOCK_NAMESPACE}, hashtext(${BATCH_GATE}))
             AND set_config('synchronous_commit', 'off', true) = 'off' AS open
    ), moved AS (
      UPDATE read.projector_checkpoint SET position = ${position}, updated_at = now()
       WHERE name = ${READ_MODELS_PROJECTOR} AND position < ${position} AND (SELECT open FROM gate)
      RETURNING position
    ), told AS MATERIALIZED (
      SELECT pg_notify(${READ_MODEL_CHANGES_CHANNEL}, ${payload}) FROM moved
    )
    SELECT (SELECT open FROM gate) AS open,
           EXISTS (SELECT FROM moved) AS moved,
           EXISTS (SELECT FROM read.projector_checkpoint WHERE name = ${READ_MODELS_PROJECTOR}) AS known,
           (SELECT count(*) FROM told)::int AS told
  `);
}
