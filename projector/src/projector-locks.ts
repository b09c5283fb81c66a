import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { GOLF_LOCK_NAMESPACE, lockProjectorStateBehind, type ProjectorState } from '@golf/read-db';

/**
 * Two PostgreSQL advisory locks keep the read models consistent:
 * - the *projector lock* (session, exclusive): held by the one active projector process for as
 *   long as it runs; another process retries until it is free.
 * - the *batch gate* (shared by every batch transaction, taken exclusively by a rebuild): a
 *   rebuild closes it, so the live projector pauses between batches until the rebuild is done.
 */
const PROJECTOR_LOCK = 'projector:read-models';
export const BATCH_GATE = 'projector:read-models:batch-gate';

const locked = sql.type(z.object({ locked: z.boolean() }));

/** True when this connection's session now holds the projector lock. */
export async function tryTakeProjectorLock(connection: CommonQueryMethods): Promise<boolean> {
  return connection.oneFirst(locked`SELECT pg_try_advisory_lock(${GOLF_LOCK_NAMESPACE}, hashtext(${PROJECTOR_LOCK})) AS locked`);
}

export async function releaseProjectorLock(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${GOLF_LOCK_NAMESPACE}, hashtext(${PROJECTOR_LOCK}))`);
}

/**
 * Inside a batch transaction: false when a rebuild holds the gate; the batch must not run. The
 * same statement makes the transaction's commit asynchronous (synchronous_commit off, for this
 * transaction only): it does not wait for its WAL to reach the disk, so it never holds an
 * append's commit back behind its own flush. A crash of the server can lose the last such
 * commits, checkpoint and read rows together (they are one transaction), and the projector then
 * applies those events again from the checkpoint that survived: the read models are built from
 * the log and lose nothing the log holds (decision 0520).
 */
export async function tryEnterBatchGate(tx: CommonQueryMethods): Promise<boolean> {
  return tx.oneFirst(locked`SELECT ${batchGateOpen()} AS locked`);
}

const batchGateOpen = () => sql.fragment`
  pg_try_advisory_xact_lock_shared(${GOLF_LOCK_NAMESPACE}, hashtext(${BATCH_GATE}))
  AND set_config('synchronous_commit', 'off', true) = 'off'`;

/**
 * tryEnterBatchGate and then the batch's locked checkpoint (lockProjectorState), in one statement
 * (decision 0873): the gate is taken first, and the checkpoint row only locked when it is open.
 * Throws RebuildInProgressError when the gate is closed, or when a rebuild that closed it
 * replaced the read schema while the statement waited for it (as moveCheckpointPast).
 */
export async function enterBatchGateLockingState(tx: CommonQueryMethods): Promise<ProjectorState> {
  let state: ProjectorState | null;
  try {
    state = await lockProjectorStateBehind(tx, batchGateOpen());
  } catch (error) {
    if (isUndefinedTable(error)) throw new RebuildInProgressError();
    throw error;
  }
  if (state === null) throw new RebuildInProgressError();
  return state;
}

/** A table or schema a statement names is gone: a rebuild replaced the read schema. */
export function isUndefinedTable(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '42P01' || code === '3F000';
}

/** For a rebuild: waits for the batch in flight to commit, then keeps every other batch out. */
export async function closeBatchGate(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`SELECT pg_advisory_lock(${GOLF_LOCK_NAMESPACE}, hashtext(${BATCH_GATE}))`);
}

export async function openBatchGate(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${GOLF_LOCK_NAMESPACE}, hashtext(${BATCH_GATE}))`);
}

/** A batch found the gate closed: a rebuild is replaying the log; retry after it. */
export class RebuildInProgressError extends Error {
  constructor() {
    super('A rebuild of the read models is running; the projector waits for it');
    this.name = 'RebuildInProgressError';
  }
}
