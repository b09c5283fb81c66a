import type { DatabasePool } from 'slonik';
import type { EventStore, ReadAllFrom } from '@golf/events';
import { dropReadSchema, migrateReadDb } from '@golf/read-db';
import type { Projection } from './projection.ts';
import { applyBatch, indexProjections } from './apply-batch.ts';
import { closeBatchGate, openBatchGate } from './projector-locks.ts';
import { silentLog, type ProjectorLog } from './projector-log.ts';

export interface RebuildOptions {
  store: EventStore;
  pool: DatabasePool;
  projections: readonly Projection[];
  /** Events per transaction (default 1000). */
  batchSize?: number;
  log?: ProjectorLog;
}

export interface RebuildResult {
  /** Events replayed, handled or not. */
  events: number;
  ms: number;
}

/**
 * Drops schema `read`, migrates it afresh and replays the whole log into it, leaving the
 * checkpoint at the last event. A live projector pauses meanwhile (the batch gate is closed)
 * and then carries on after the rebuilt checkpoint, so the two never apply an event twice.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const index = indexProjections(options.projections);
  const batchSize = options.batchSize ?? 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  const log = options.log ?? silentLog;
  const started = performance.now();
  return options.pool.connect(async (connection) => {
    await closeBatchGate(connection);
    try {
      await dropReadSchema(connection);
      await migrateReadDb(options.pool);
      let fromPosition: ReadAllFrom = 'start';
      let events = 0;
      for (;;) {
        const batch = await options.store.readAll({ fromPosition, limit: batchSize });
        const last = batch.at(-1);
        if (!last) break;
        await connection.transaction((tx) => applyBatch(tx, index, batch));
        events += batch.length;
        fromPosition = last.position;
      }
      const ms = Math.round(performance.now() - started);
      log('info', 'Read models rebuilt', { events, ms, position: fromPosition === 'start' ? 0n : fromPosition });
      return { events, ms };
    } finally {
      await openBatchGate(connection).catch(() => undefined);
    }
  });
}
