import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  InvalidAppendError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../event-store.ts';
import { sampleEvent, sampleEvents, uniqueStream } from './sample-events.ts';

export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every EventStore adapter must have. Tests use fresh stream names and only look
 * at their own events, so a store that already holds events (a shared EventStoreDB) passes too.
 */
export function describeEventStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`${name}: EventStore contract`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;
    beforeEach(async () => {
      subject = await makeStore();
      store = subject.store;
    });
    afterEach(async () => subject.cleanup());

    it('appends to a new stream with no_stream; revisions count from 0', async () => {
      const stream = uniqueStream();
      const events = sampleEvents(2);
      const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
      const stored = await store.readStream(stream);
      expect(result.nextExpectedRevision).toBe(1n);
      expect(stored.map((event) => event.revision)).toEqual([0n, 1n]);
      expect(stored.map(comparable)).toEqual(events.map((event) => ({ ...event, stream })));
      expect(stored[1]!.position).toBe(result.position);
      expect(stored[0]!.recordedAt).toBeInstanceOf(Date);
    });

    it('rejects no_stream on an existing stream and writes nothing', async () => {
      const stream = uniqueStream();
      await store.append(stream, [sampleEvent()], { expectedRevision: 'no_stream' });
      const error = await store.append(stream, [sampleEvent()], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 0n });
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('accepts the exact current revision and rejects another with the actual one', async () => {
      const stream = uniqueStream();
      await store.append(stream, sampleEvents(2), { expectedRevision: 'no_stream' });
      const next = await store.append(stream, [sampleEvent()], { expectedRevision: 1n });
      expect(next.nextExpectedRevision).toBe(2n);
      const stale = await store.append(stream, [sampleEvent()], { expectedRevision: 1n }).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
      expect(stale).toMatchObject({ stream, expected: 1n, actual: 2n });
      const missing = uniqueStream();
      const absent = await store.append(missing, [sampleEvent()], { expectedRevision: 0n }).catch((e: unknown) => e);
      expect(absent).toMatchObject({ stream: missing, expected: 0n, actual: 'no_stream' });
      expect(await store.readStream(stream)).toHaveLength(3);
      expect(await store.readStream(missing)).toEqual([]);
    });

    it("appends with 'any' whatever the stream's state", async () => {
      const stream = uniqueStream();
      expect((await store.append(stream, [sampleEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
      expect((await store.append(stream, sampleEvents(2), { expectedRevision: 'any' })).nextExpectedRevision).toBe(2n);
    });

    it('treats a retry as a no-op that returns the original result, even after the stream moved on', async () => {
      const stream = uniqueStream();
      const batch = sampleEvents(2);
      // The result of a retry: the first append's, and (when the adapter tells) that nothing was written.
      const retryOf = (first: AppendResult) => async (append: Promise<AppendResult>) => {
        const { retried, ...result } = await append;
        expect(result).toEqual({ nextExpectedRevision: first.nextExpectedRevision, position: first.position });
        expect(first.retried).not.toBe(true);
        expect(retried).not.toBe(false);
      };
      const original = await store.append(stream, batch, { expectedRevision: 'no_stream' });
      const isRetryOfOriginal = retryOf(original);
      await isRetryOfOriginal(store.append(stream, batch, { expectedRevision: 'no_stream' }));
      await store.append(stream, [sampleEvent()], { expectedRevision: 1n });
      await isRetryOfOriginal(store.append(stream, batch, { expectedRevision: 'no_stream' }));
      await isRetryOfOriginal(store.append(stream, batch, { expectedRevision: 'any' }));
      const later = [sampleEvent()];
      const second = await store.append(stream, later, { expectedRevision: 2n });
      await retryOf(second)(store.append(stream, later, { expectedRevision: 2n }));
      const stored = await store.readStream(stream);
      expect(stored.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n]);
      const afterFirst = await store.readAll({ fromPosition: original.position - 1n, limit: 1000 });
      expect(afterFirst.filter((event) => event.stream === stream)).toHaveLength(3);
    });

    it('reads a stream in revision order, and a missing stream as []', async () => {
      const stream = uniqueStream();
      for (let n = 0; n < 4; n++) await store.append(stream, sampleEvents(1, n), { expectedRevision: 'any' });
      const stored = await store.readStream(stream);
      expect(stored.map((event) => (event.data as { n: number }).n)).toEqual([0, 1, 2, 3]);
      expect(stored.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n]);
      expect(await store.readStream(uniqueStream())).toEqual([]);
    });

    it('reads a stream from a revision on; past the end, or for a missing stream, as []', async () => {
      const stream = uniqueStream();
      await store.append(stream, sampleEvents(2, 0), { expectedRevision: 'no_stream' });
      await store.append(stream, sampleEvents(2, 2), { expectedRevision: 1n });
      const from = async (fromRevision: bigint) => (await store.readStream(stream, { fromRevision })).map((event) => event.revision);
      expect(await from(0n)).toEqual([0n, 1n, 2n, 3n]);
      expect(await from(2n)).toEqual([2n, 3n]);
      expect(await from(3n)).toEqual([3n]);
      expect(await from(4n)).toEqual([]);
      expect(await from(100n)).toEqual([]);
      const [third] = await store.readStream(stream, { fromRevision: 2n });
      expect((third!.data as { n: number }).n).toBe(2);
      expect(await store.readStream(stream, {})).toEqual(await store.readStream(stream));
      expect(await store.readStream(uniqueStream(), { fromRevision: 1n })).toEqual([]);
      await expect(store.readStream(stream, { fromRevision: -1n })).rejects.toThrow(RangeError);
    });

    it('tells its head: after appends, the position of the last event readAll delivers', async () => {
      const marker = await store.append(uniqueStream('marker'), [sampleEvent()], { expectedRevision: 'no_stream' });
      expect(await store.headPosition()).toBe(marker.position);
      await store.append(uniqueStream('a'), sampleEvents(2), { expectedRevision: 'no_stream' });
      const last = await store.append(uniqueStream('b'), sampleEvents(3), { expectedRevision: 'no_stream' });
      const head = await store.headPosition();
      const read = await store.readAll({ fromPosition: marker.position, limit: 1000 });
      expect(head).toBe(last.position);
      expect(head).toBe(read.at(-1)!.position);
      expect(await store.readAll({ fromPosition: head!, limit: 10 })).toEqual([]);
    });

    it('counts the events between two positions, up to a limit', async () => {
      const marker = await store.append(uniqueStream('marker'), [sampleEvent()], { expectedRevision: 'no_stream' });
      const stream = uniqueStream();
      await store.append(stream, sampleEvents(3), { expectedRevision: 'no_stream' });
      const last = await store.append(stream, sampleEvents(2), { expectedRevision: 2n });
      const [, , third] = await store.readStream(stream);
      const count = (fromPosition: bigint, toPosition: bigint, limit = 1000) => store.countAll({ fromPosition, toPosition, limit });
      expect(await count(marker.position, last.position)).toBe(5);
      expect(await count(marker.position, third!.position)).toBe(3);
      expect(await count(third!.position, last.position)).toBe(2);
      expect(await count(marker.position, last.position, 2)).toBe(2);
      expect(await count(last.position, last.position)).toBe(0);
      await expect(count(marker.position, last.position, 0)).rejects.toThrow(RangeError);
    });

    it('reads all events after a position (exclusive), at most limit, positions strictly increasing', async () => {
      const [a, b] = [uniqueStream('a'), uniqueStream('b')];
      const written: NewEvent[] = [];
      const positions: bigint[] = [];
      for (let n = 0; n < 6; n++) {
        const event = sampleEvent('TestHappened', { n });
        written.push(event);
        positions.push((await store.append(n % 2 ? b : a, [event], { expectedRevision: 'any' })).position);
      }
      expectStrictlyIncreasing(positions);
      const ours = (events: RecordedEvent[]) => events.filter((event) => event.stream === a || event.stream === b);
      const afterFirst = await store.readAll({ fromPosition: positions[0]!, limit: 1000 });
      expectStrictlyIncreasing(afterFirst.map((event) => event.position));
      expect(afterFirst.every((event) => event.position > positions[0]!)).toBe(true);
      expect(ours(afterFirst).map((event) => event.id)).toEqual(written.slice(1).map((event) => event.id));
      expect(ours(afterFirst).map((event) => event.position)).toEqual(positions.slice(1));
      const two = await store.readAll({ fromPosition: positions[0]!, limit: 2 });
      expect(two).toEqual(afterFirst.slice(0, 2));
      const afterThird = await store.readAll({ fromPosition: positions[2]!, limit: 1000 });
      expect(ours(afterThird).map((event) => event.id)).toEqual(written.slice(3).map((event) => event.id));
      const fromStart = await store.readAll({ fromPosition: 'start', limit: 3 });
      expect(fromStart.length).toBeGreaterThan(0);
      expect(fromStart.length).toBeLessThanOrEqual(3);
      expectStrictlyIncreasing(fromStart.map((event) => event.position));
    });

    it('subscribes: catches up in batches, then delivers live events exactly once, in order', async () => {
      const stream = uniqueStream();
      const marker = await store.append(uniqueStream('marker'), [sampleEvent()], { expectedRevision: 'no_stream' });
      const early = sampleEvents(5);
      await store.append(stream, early.slice(0, 3), { expectedRevision: 'no_stream' });
      await store.append(stream, early.slice(3), { expectedRevision: 2n });
      const seen: RecordedEvent[] = [];
      const batchSizes: number[] = [];
      const subscription = store.subscribeAll({ fromPosition: marker.position, batchSize: 2 }, async (batch) => {
        batchSizes.push(batch.length);
        seen.push(...batch);
      });
      const ours = () => seen.filter((event) => event.stream === stream);
      await waitFor(() => ours().length === 5);
      const late = sampleEvents(3, 5);
      await store.append(stream, late.slice(0, 1), { expectedRevision: 4n });
      await store.append(stream, late.slice(1), { expectedRevision: 5n });
      await waitFor(() => ours().length === 8);
      await subscription.close();
      await store.append(stream, [sampleEvent()], { expectedRevision: 7n });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(subscription.done).resolves.toBeUndefined();
      expect(ours().map((event) => event.id)).toEqual([...early, ...late].map((event) => event.id));
      expect(new Set(seen.map((event) => event.position)).size).toBe(seen.length);
      expectStrictlyIncreasing(seen.map((event) => event.position));
      expect(seen[0]!.position).toBeGreaterThan(marker.position);
      expect(Math.max(...batchSizes)).toBeLessThanOrEqual(2);
    });

    it('stops a subscription whose handler throws and rejects done', async () => {
      const marker = await store.append(uniqueStream('marker'), [sampleEvent()], { expectedRevision: 'no_stream' });
      await store.append(uniqueStream(), [sampleEvent()], { expectedRevision: 'no_stream' });
      let calls = 0;
      const subscription = store.subscribeAll({ fromPosition: marker.position }, async () => {
        calls++;
        throw new Error('projection failed');
      });
      await expect(subscription.done).rejects.toThrow('projection failed');
      await store.append(uniqueStream(), [sampleEvent()], { expectedRevision: 'no_stream' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls).toBe(1);
      await subscription.close();
    });

    it('close() ends open subscriptions', async () => {
      const subscription = store.subscribeAll({ fromPosition: 'start' }, async () => undefined);
      await store.close();
      await expect(subscription.done).resolves.toBeUndefined();
    });

    it('rejects malformed requests with clear errors', async () => {
      const stream = uniqueStream();
      const invalid = (events: unknown, expectedRevision: unknown) =>
        store.append(stream, events as NewEvent[], { expectedRevision: expectedRevision as 'any' });
      await expect(invalid([], 'any')).rejects.toThrow(InvalidAppendError);
      await expect(invalid([{ ...sampleEvent(), id: 'not-a-uuid' }], 'any')).rejects.toThrow(/uuid/);
      const event = sampleEvent();
      await expect(invalid([event, event], 'any')).rejects.toThrow(/repeats the id/);
      await expect(invalid([sampleEvent()], -1n)).rejects.toThrow(/expectedRevision/);
      await expect(invalid([sampleEvent()], 3)).rejects.toThrow(/expectedRevision/);
      await expect(store.append('', [sampleEvent()], { expectedRevision: 'any' })).rejects.toThrow(InvalidAppendError);
      await expect(store.readAll({ fromPosition: 'start', limit: 0 })).rejects.toThrow(RangeError);
      await expect(store.readAll({ fromPosition: -5n, limit: 10 })).rejects.toThrow(RangeError);
      expect(await store.readStream(stream)).toEqual([]);
    });
  });
}

function comparable(event: RecordedEvent) {
  return { id: event.id, type: event.type, data: event.data, metadata: event.metadata, stream: event.stream };
}

function expectStrictlyIncreasing(positions: bigint[]): void {
  positions.slice(1).forEach((position, index) => expect(position).toBeGreaterThan(positions[index]!));
}

/** Polls until `condition` holds; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
