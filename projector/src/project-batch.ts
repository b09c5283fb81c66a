import type { DatabasePoolConnection, DatabaseTransactionConnection } from 'slonik';
import type { EventStore, RecordedEvent } from '@golf/events';
import { applyBatch, ProjectionFailedError, type BatchResult, type ProjectionIndex } from './apply-batch.ts';
import type { ProjectorLog } from './projector-log.ts';
import { isDataFault } from './set-aside/data-fault.ts';

export interface ProjectBatchOptions {
  connection: Pick<DatabasePoolConnection, 'transaction'>;
  projections: ProjectionIndex;
  store: Pick<EventStore, 'readStream'>;
  /** Run first in each transaction (the live projector's batch gate); throws to refuse. */
  enter?: (tx: DatabaseTransactionConnection) => Promise<void>;
  log: ProjectorLog;
}

/**
 * Applies a batch in one transaction, as fast as applyBatch goes: no savepoint, no probe. When a
 * projection fails on the data, that transaction is rolled back and the batch applied again in
 * a fresh one that sets the failing streams aside (set-aside/): the other streams' events in
 * the batch are applied at once, in order, and only the failing streams wait. Any other failure
 * is thrown, for the caller to retry the batch.
 */
export async function projectBatch(options: ProjectBatchOptions, events: readonly RecordedEvent[]): Promise<BatchResult> {
  const { connection, projections, store, enter, log } = options;
  const attempt = (setAside: boolean) =>
    connection.transaction(async (tx) => {
      await enter?.(tx);
      return applyBatch(tx, projections, events, store, { setAside });
    });
  let result: BatchResult;
  try {
    result = await attempt(false);
  } catch (error) {
    if (!(error instanceof ProjectionFailedError) || !isDataFault(error.cause)) throw error;
    log('warn', 'A projection failed; setting the failing streams aside', { error: error.message });
    result = await attempt(true);
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
