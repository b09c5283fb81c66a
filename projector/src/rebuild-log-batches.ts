import type { EventStore, ReadAllFrom, RecordedEvent } from '@golf/events';

/** Events read from the log per query; the next page is read while the current one is applied. */
const PAGE_SIZE = 10_000;

/**
 * The log after `from` in batches of `batchSize` events, read `PAGE_SIZE` at a time with one
 * page always read ahead, so the database reads the next events while the projections work.
 */
export async function* logBatches(store: EventStore, batchSize: number, from: ReadAllFrom): AsyncGenerator<RecordedEvent[]> {
  const pageSize = Math.min(batchSize, PAGE_SIZE);
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
    if (last) next = readPage(last.position);
    batch = batch.concat(page);
    if (batch.length >= batchSize || (!last && batch.length > 0)) {
      yield batch;
      batch = [];
    }
    if (!last) return;
  }
}
