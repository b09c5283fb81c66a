import { describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@golf/events';
import { StreamCache } from './stream-cache.ts';
import type { StreamFold } from './stream-fold.ts';

type Count = { count: number };
const counting: StreamFold<Count> = { initialState: { count: 0 }, evolve: (state) => ({ count: state.count + 1 }) };

const recordedAt = new Date('2025-01-01T00:00:00.000Z');
const metadata = { userId: null, commandId: 'c', correlationId: 'c', causationId: null, occurredAt: '', client: null, schemaVersion: 1 };

/**
 * A store whose reads answer only when the test lets them: each read takes the stream's events
 * as they are when it is sent (as a query sees what was committed before it), and waits in `sent`.
 */
function heldStore() {
  const events: RecordedEvent[] = [];
  const sent: { answer: () => void }[] = [];
  const store = {
    readStream(stream: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}) {
      const seen = events.filter((event) => event.stream === stream && event.revision >= fromRevision);
      return new Promise<RecordedEvent[]>((resolve) => sent.push({ answer: () => resolve(seen) }));
    },
  } as unknown as EventStore;
  const commit = (stream: string) => {
    const revision = BigInt(events.filter((event) => event.stream === stream).length);
    events.push({
      id: `e${events.length}`,
      type: 'T',
      data: {},
      metadata,
      stream,
      revision,
      position: BigInt(events.length + 1),
      recordedAt,
    });
  };
  /** Answers the reads sent so far, then lets the cache send the next. */
  const answerAll = async () => {
    for (const read of sent.splice(0)) read.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { store, sent, commit, answerAll };
}

describe('StreamCache.read', () => {
  it('given a read of the stream in flight, when two more are asked, then they share one read sent when it ends', async () => {
    const { store, sent, commit, answerAll } = heldStore();
    const cache = new StreamCache(store);
    commit('course-1');
    const first = cache.read('course-1', counting);
    const second = cache.read('course-1', counting);
    const third = cache.read('course-1', counting);
    expect(sent).toHaveLength(1);
    await answerAll();
    expect(sent).toHaveLength(1);
    await answerAll();
    expect((await first).state).toEqual({ count: 1 });
    expect(await second).toBe(await third);
  });

  it('given an event committed after the read in flight was sent, when a read is asked, then it sees the event', async () => {
    const { store, commit, answerAll } = heldStore();
    const cache = new StreamCache(store);
    commit('course-1');
    const first = cache.read('course-1', counting);
    commit('course-1');
    const later = cache.read('course-1', counting);
    await answerAll();
    await answerAll();
    expect((await first).state).toEqual({ count: 1 });
    expect((await later).state).toEqual({ count: 2 });
    expect((await later).recorded.map((event) => event.revision)).toEqual([0n, 1n]);
  });

  it('given no read in flight, when reads of two streams are asked, then each sends its own', async () => {
    const { store, sent, commit, answerAll } = heldStore();
    const cache = new StreamCache(store);
    commit('course-1');
    commit('course-2');
    const one = cache.read('course-1', counting);
    const two = cache.read('course-2', counting);
    expect(sent).toHaveLength(2);
    await answerAll();
    expect([(await one).state, (await two).state]).toEqual([{ count: 1 }, { count: 1 }]);
    const again = cache.read('course-1', counting);
    expect(sent).toHaveLength(1);
    await answerAll();
    expect((await again).state).toEqual({ count: 1 });
  });
});
