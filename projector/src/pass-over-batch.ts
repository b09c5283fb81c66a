import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { StreamRetryRequested, type RecordedEvent } from '@golf/events';
import { encodeReadModelChange, GOLF_LOCK_NAMESPACE, READ_MODEL_CHANGES_CHANNEL, READ_MODELS_PROJECTOR } from '@golf/read-db';
import type { ProjectionIndex } from './apply-events.ts';
import { BATCH_GATE } from './projector-locks.ts';

/**
 * True when some event of the batch can change a read model: a projection handles its type, or
 * it asks a set-aside stream to be retried (batch-run.ts). A batch without one changes nothing
 * but the checkpoint, and passOverBatch moves that without a transaction of its own.
 */
export function changesReadModels(projections: ProjectionIndex, events: readonly RecordedEvent[]): boolean {
  return events.some((event) => projections.has(event.type) || event.type === StreamRetryRequested.type);
}

const passedOver = z.object({ open: z.boolean(), moved: z.boolean(), known: z.boolean(), told: z.number() });

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
export async function passOverBatch(
  connection: CommonQueryMethods,
  position: bigint,
): Promise<'moved' | 'behind' | 'no-row' | 'gate-closed'> {
  const [payload] = encodeReadModelChange({ position, streams: [] });
  let row: z.infer<typeof passedOver>;
  try {
    row = await passOverStatement(connection, position, payload!);
  } catch (error) {
    // A rebuild drops the read schema after it closed the gate.
    if (isUndefinedTable(error)) return 'gate-closed';
    throw error;
  }
  if (!row.open) return 'gate-closed';
  if (row.moved) return 'moved';
  return row.known ? 'behind' : 'no-row';
}

function isUndefinedTable(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '42P01' || code === '3F000';
}

function passOverStatement(connection: CommonQueryMethods, position: bigint, payload: string) {
  return connection.one(sql.type(passedOver)`
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
