import type { EventStore } from '@golf/events';

const PAGE = 1000;

/**
 * The position of the newest event in the log and how many events lie after `checkpoint`
 * (counted up to `maxCounted`; beyond that the head is where counting stopped).
 */
export async function logHeadAfter(store: EventStore, checkpoint: bigint, maxCounted = 10_000): Promise<{ head: bigint; lag: number }> {
  let head = checkpoint;
  let lag = 0;
  while (lag < maxCounted) {
    const events = await store.readAll({ fromPosition: head === 0n ? 'start' : head, limit: PAGE });
    const last = events.at(-1);
    if (!last) break;
    head = last.position;
    lag += events.length;
    if (events.length < PAGE) break;
  }
  return { head, lag };
}
