import type { DatabasePool } from 'slonik';
import type { EventStore, ReadAllFrom, RecordedEvent } from '@golf/events';
import { dropReadSchema, migrateReadDb } from '@golf/read-db';
import { indexProjections, type Projection } from './projection.ts';
import { commitBatch } from './commit-batch.ts';
import { closeBatchGate, openBatchGate } from './projector-locks.ts';
import { silentLog, type ProjectorLog } from './projector-log.ts';

export interface RebuildOptions {
  store: EventStore;
  pool: DatabasePool;
  projections: readonly Projection[];
  /**
   * Events per transaction (default 20,000). A batch's touched games are recomputed once at
   * its end, so large batches recompute each game about once over the whole log.
   */
  batchSize?: number;
  log?: ProjectorLog;
}

export interface RebuildResult {
  /** Events replayed, handled or not. */
  events: number;
  ms: number;
  /** Streams the replay set aside (a projection could not apply one of their events): every other stream is rebuilt. */
  setAside: string[];
}

/** Events read from the log per query; the next page is read while the current one is applied. */
const PAGE_SIZE = 5000;

/**
 * The log after `from` in batches of `batchSize` events, read `PAGE_SIZE` at a time with one
 * page always read ahead, so the database reads the next events while the projections work.
 */
async function* logBatches(store: EventStore, batchSize: number): AsyncGenerator<RecordedEvent[]> {
  const pageSize = Math.min(batchSize, PAGE_SIZE);
  let from: ReadAllFrom = 'start';
  const readPage = (after: ReadAllFrom) => {
    const page = store.readAll({ fromPosition: after, limit: pageSize });
    // A page read ahead may fail after the rebuild has stopped for another reason: not a crash.
    page.catch(() => undefined);
    return page;
  };
  let next = readPage(from);
  let batch: RecordedEvent[] = [];
  for (;;) {
    const page = await next;
    const last = page.at(-1);
    if (last) {
      from = last.position;
      next = readPage(from);
    }
    batch = batch.concat(page);
    if (batch.length >= batchSize || (!last && batch.length > 0)) {
      yield batch;
      batch = [];
    }
    if (!last) return;
  }
}

/**
 * Drops schema `read`, migrates it afresh and replays the whole log into it, leaving the
 * checkpoint at the last event. A live projector pauses meanwhile (the batch gate is closed)
 * and then carries on after the rebuilt checkpoint, so the two never apply an event twice.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const index = indexProjections(options.projections);
  const batchSize = options.batchSize ?? 20_000;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  const log = options.log ?? silentLog;
  const started = performance.now();
  return options.pool.connect(async (connection) => {
    await closeBatchGate(connection);
    try {
      await dropReadSchema(connection);
      await migrateReadDb(options.pool);
      let events = 0;
      let position = 0n;
      const setAside = new Set<string>();
      const batches = { connection, projections: index, store: options.store, log };
      for await (const batch of logBatches(options.store, batchSize)) {
        const result = await commitBatch(batches, batch);
        for (const row of result.setAside) setAside.add(row.stream);
        for (const stream of result.repaired) setAside.delete(stream);
        events += batch.length;
        position = batch.at(-1)!.position;
      }
      const ms = Math.round(performance.now() - started);
      log('info', 'Read models rebuilt', { events, ms, position, setAside: [...setAside] });
      return { events, ms, setAside: [...setAside] };
    } finally {
      await openBatchGate(connection).catch(() => undefined);
    }
  });
}
