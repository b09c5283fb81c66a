import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '@golf/events';
import { ConflictError, ForbiddenError, RuleViolationError } from './domain-error.ts';
import { commandHandler, KEY_REUSED_MESSAGE, type Aggregate, type CommandContext } from './handle-command.ts';
import { idempotentEventId } from './derived-uuid.ts';
import { StreamCache } from './stream-cache.ts';

const Counted = defineEvent('TestCounted', 3, z.object({ value: z.number().int() }));
type CounterState = { count: number };
const counter: Aggregate<CounterState> = {
  initialState: { count: 0 },
  evolve: (state, event) => (event.type === 'TestCounted' ? { count: (event.data as { value: number }).value } : state),
  events: [Counted],
};
const handleCounter = commandHandler(counter);
const increment = (state: CounterState) => [{ type: 'TestCounted', data: { value: state.count + 1 } }];
const context: CommandContext = { userId: 'u1', correlationId: 'c1', occurredAt: '2025-01-01T00:00:00.000Z', client: 'test' };

/**
 * Just enough of the event store port, in memory, to drive the command handler's retry and
 * idempotency paths in a unit test (the PostgreSQL adapter has its own contract suite).
 */
function memoryStore(options: { conflictsBeforeAppend?: number } = {}) {
  const events: RecordedEvent[] = [];
  let conflicts = options.conflictsBeforeAppend ?? 0;
  const reads: string[] = [];
  const store = {
    async readStream(stream: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}) {
      reads.push(stream);
      return events.filter((event) => event.stream === stream && event.revision >= fromRevision);
    },
    async append(stream: string, batch: readonly NewEvent[], { expectedRevision }: { expectedRevision: 'no_stream' | 'any' | bigint }) {
      const current = events.filter((event) => event.stream === stream);
      // As the PostgreSQL store: ids all stored in the stream are a retry, answered as the first time whatever the revision.
      const stored = batch.map((event) => current.find((e) => e.id === event.id));
      const lastStored = stored.at(-1);
      if (lastStored && stored.every(Boolean))
        return { nextExpectedRevision: lastStored.revision, position: lastStored.position, retried: true };
      const actual = current.at(-1)?.revision ?? 'no_stream';
      if (conflicts > 0 || actual !== expectedRevision) {
        conflicts -= 1;
        throw new WrongExpectedRevisionError(stream, expectedRevision, actual);
      }
      for (const event of batch) {
        events.push({ ...event, stream, revision: BigInt(current.length), position: BigInt(events.length + 1), recordedAt: new Date() });
        current.push(events.at(-1) as RecordedEvent);
      }
      return { nextExpectedRevision: BigInt(current.length - 1), position: BigInt(events.length), retried: false };
    },
  } as unknown as EventStore;
  return { store, events, reads };
}

describe('commandHandler', () => {
  it('folds the stream, decides and appends with the revision it read, stamping metadata', async () => {
    const { store, events } = memoryStore();
    await handleCounter(store, 's', increment, { context });
    const outcome = await handleCounter(store, 's', increment, { context });
    expect(outcome).toMatchObject({ state: { count: 2 }, position: 2n, replayed: false });
    expect(events.map((event) => event.data)).toEqual([{ value: 1 }, { value: 2 }]);
    expect(events[1]?.metadata).toMatchObject({
      userId: 'u1',
      correlationId: 'c1',
      occurredAt: '2025-01-01T00:00:00.000Z',
      client: 'test',
      schemaVersion: 3,
    });
  });

  it('decides again after a concurrent write', async () => {
    const { store, events } = memoryStore({ conflictsBeforeAppend: 2 });
    const outcome = await handleCounter(store, 's', increment, { context });
    expect(outcome.position).toBe(1n);
    expect(events).toHaveLength(1);
  });

  it('gives up with 409 after a few conflicts in a row', async () => {
    const { store, events } = memoryStore({ conflictsBeforeAppend: 100 });
    await expect(handleCounter(store, 's', increment, { context })).rejects.toBeInstanceOf(ConflictError);
    expect(events).toHaveLength(0);
  });

  it('appends nothing for an empty decision and answers the newest position', async () => {
    const { store, events } = memoryStore();
    await handleCounter(store, 's', increment, { context });
    const outcome = await handleCounter(store, 's', () => [], { context });
    expect(outcome).toMatchObject({ appended: [], position: 1n, state: { count: 1 } });
    expect(events).toHaveLength(1);
  });

  it('given a decision that answers what it derived, then the outcome carries it; a retry answered from its first run none', async () => {
    const { store, events } = memoryStore();
    const keyed = { ...context, idempotencyKey: 'k1' };
    const doubling = (state: CounterState) => ({ events: increment(state), derived: { doubled: (state.count + 1) * 2 } });
    const first = await handleCounter(store, 's', doubling, { context: keyed });
    expect(first).toMatchObject({ appended: [{ data: { value: 1 } }], derived: { doubled: 2 } });
    const nothing = await handleCounter(store, 's', () => ({ events: [], derived: null }), { context });
    expect(nothing).toMatchObject({ appended: [], derived: null });
    const retry = await handleCounter(store, 's', doubling, { context: keyed });
    expect(retry.replayed).toBe(true);
    expect(retry.derived).toBeUndefined();
    expect(events).toHaveLength(1);
  });

  it('takes event ids from the Idempotency-Key and finds the earlier run on a retry', async () => {
    const { store, events } = memoryStore();
    const keyed = { ...context, idempotencyKey: 'k1' };
    const first = await handleCounter(store, 's', increment, { context: keyed });
    await handleCounter(store, 's', increment, { context });
    const retry = await handleCounter(store, 's', increment, { context: keyed });
    expect(events[0]?.id).toBe(idempotentEventId('u1', 'k1', 's', 0));
    expect(retry).toMatchObject({ replayed: true, appended: [], position: first.position });
    expect(events).toHaveLength(2);
  });

  it("given another caller's key, when their command runs, then it is decided as their own and finds no earlier run", async () => {
    const { store, events } = memoryStore();
    await handleCounter(store, 's', increment, { context: { ...context, idempotencyKey: 'k1' } });
    const theirs = await handleCounter(store, 's', increment, { context: { ...context, userId: 'u2', idempotencyKey: 'k1' } });
    expect(theirs).toMatchObject({ replayed: false, state: { count: 2 } });
    expect(events).toHaveLength(2);
  });

  it('given a key used before, when the request differs, then it is 422 and nothing is appended', async () => {
    const { store, events } = memoryStore();
    await handleCounter(store, 's', increment, { context: { ...context, idempotencyKey: 'k1', requestHash: 'first' } });
    expect(events[0]?.metadata.requestHash).toBe('first');
    const same = await handleCounter(store, 's', increment, { context: { ...context, idempotencyKey: 'k1', requestHash: 'first' } });
    expect(same.replayed).toBe(true);
    await expect(
      handleCounter(store, 's', increment, { context: { ...context, idempotencyKey: 'k1', requestHash: 'other' } }),
    ).rejects.toThrow(new RuleViolationError(KEY_REUSED_MESSAGE));
    expect(events).toHaveLength(1);
  });

  it('given a retry, then the access check runs on the current state before anything of the earlier run is answered', async () => {
    const { store } = memoryStore();
    const keyed = { ...context, idempotencyKey: 'k1' };
    const checked: number[] = [];
    const refuse = (state: CounterState) => {
      checked.push(state.count);
      throw new ForbiddenError('no longer yours');
    };
    await handleCounter(store, 's', increment, { context: keyed, authorizeReplay: refuse });
    expect(checked).toEqual([]);
    await expect(handleCounter(store, 's', increment, { context: keyed, authorizeReplay: refuse })).rejects.toThrow('no longer yours');
    expect(checked).toEqual([1]);
  });

  it('refuses to append data that breaks the event schema (a programming error, not bad input)', async () => {
    const { store } = memoryStore();
    await expect(handleCounter(store, 's', () => [{ type: 'TestCounted', data: { value: 'x' } }], { context })).rejects.toThrow();
    await expect(handleCounter(store, 's', () => [{ type: 'Unknown', data: {} }], { context })).rejects.toThrow('not declared');
  });

  it('lets other errors of the store through', async () => {
    const store = { readStream: async () => [], append: async () => Promise.reject(new Error('disk full')) } as unknown as EventStore;
    await expect(handleCounter(store, 's', increment, { context })).rejects.toThrow('disk full');
  });

  it('given an aggregate that folds several events at once, then the stream read and the events appended are folded with it', async () => {
    const { store } = memoryStore();
    const folds: number[] = [];
    const batched: Aggregate<CounterState> = {
      ...counter,
      fold: (state, events) => {
        folds.push(events.length);
        return events.reduce((current, event) => counter.evolve(current, event), state);
      },
    };
    await commandHandler(batched)(store, 's', increment, { context });
    const outcome = await commandHandler(batched)(new StreamCache(store), 's', increment, { context });
    // Each command folds what it read (the second through StreamCache), then what it appended.
    expect(folds).toEqual([0, 1, 1, 1]);
    expect(outcome.state).toEqual({ count: 2 });
  });
});

describe('commandHandler on StreamCache: no read after its own append', () => {
  const values = (events: RecordedEvent[]) => events.map((event) => (event.data as { value: number }).value);

  it('given its own append was the last of the stream, when the next command comes, then it decides on the kept fold without reading', async () => {
    const { store, events, reads } = memoryStore();
    const cache = new StreamCache(store);
    await handleCounter(cache, 's', increment, { context });
    const second = await handleCounter(cache, 's', increment, { context });
    const third = await handleCounter(cache, 's', increment, { context });
    expect(reads).toEqual(['s']);
    expect(values(events)).toEqual([1, 2, 3]);
    expect(second).toMatchObject({ state: { count: 2 }, position: 2n, replayed: false });
    expect(third).toMatchObject({ state: { count: 3 }, position: 3n });
    expect((await cache.read('s', counter)).state).toEqual({ count: 3 });
  });

  it('given another process appended since, when a command decides on the kept fold, then the expected revision refuses it, it reads and decides again, and the stream is read first from then on', async () => {
    const { store, events, reads } = memoryStore();
    const cache = new StreamCache(store);
    await handleCounter(cache, 's', increment, { context });
    await handleCounter(store, 's', increment, { context }); // another process, on the same store
    const outcome = await handleCounter(cache, 's', increment, { context });
    expect(outcome).toMatchObject({ state: { count: 3 }, position: 3n });
    expect(values(events)).toEqual([1, 2, 3]);
    reads.length = 0;
    await handleCounter(cache, 's', increment, { context });
    expect(reads).toEqual(['s']);
    expect(values(events)).toEqual([1, 2, 3, 4]);
  });

  it('given its own append of two events, when the next command comes, then it reads once, and the command after decides unread again', async () => {
    const { store, events, reads } = memoryStore();
    const cache = new StreamCache(store);
    const twice = (state: CounterState) => [
      { type: 'TestCounted', data: { value: state.count + 1 } },
      { type: 'TestCounted', data: { value: state.count + 2 } },
    ];
    await handleCounter(cache, 's', increment, { context });
    await handleCounter(cache, 's', twice, { context });
    reads.length = 0;
    const after = await handleCounter(cache, 's', increment, { context });
    await handleCounter(cache, 's', increment, { context });
    expect(after).toMatchObject({ state: { count: 4 }, position: 4n });
    expect(reads).toEqual(['s']);
    expect(values(events)).toEqual([1, 2, 3, 4, 5]);
  });

  it('given a refusal or a no-op on the kept fold, then it is decided again on a read (the fold may be behind)', async () => {
    const { store, events } = memoryStore();
    const cache = new StreamCache(store);
    await handleCounter(cache, 's', increment, { context });
    await handleCounter(store, 's', () => [{ type: 'TestCounted', data: { value: 5 } }], { context }); // another process
    const decidedOn: number[] = [];
    const fromFive = (state: CounterState) => {
      decidedOn.push(state.count);
      if (state.count < 5) throw new ForbiddenError('not yet five');
      return [];
    };
    const outcome = await handleCounter(cache, 's', fromFive, { context });
    expect(decidedOn).toEqual([1, 5]);
    expect(outcome).toMatchObject({ appended: [], position: 2n, state: { count: 5 } });
    expect(values(events)).toEqual([1, 5]);
  });

  it("given the caller's earlier run was recorded by another process after this one's append, when they retry here, then the run is answered (or 422 for another request), not decided again", async () => {
    const { store, events } = memoryStore();
    const cache = new StreamCache(store);
    await handleCounter(cache, 's', increment, { context });
    const keyed = { ...context, idempotencyKey: 'k1', requestHash: 'first' };
    const first = await handleCounter(store, 's', increment, { context: keyed }); // another process
    const retry = await handleCounter(cache, 's', increment, { context: keyed });
    expect(retry).toMatchObject({ replayed: true, appended: [], position: first.position, state: { count: 2 } });
    await expect(handleCounter(cache, 's', increment, { context: { ...keyed, requestHash: 'other' } })).rejects.toThrow(
      new RuleViolationError(KEY_REUSED_MESSAGE),
    );
    expect(values(events)).toEqual([1, 2]);
  });

  it('given a retry of its own last command, then it is answered from the kept fold after a read, as the first time', async () => {
    const { store, events, reads } = memoryStore();
    const cache = new StreamCache(store);
    const keyed = { ...context, idempotencyKey: 'k1' };
    const first = await handleCounter(cache, 's', increment, { context: keyed });
    const retry = await handleCounter(cache, 's', increment, { context: keyed });
    expect(retry).toMatchObject({ replayed: true, position: first.position, earlier: [{ id: idempotentEventId('u1', 'k1', 's', 0) }] });
    expect(reads).toEqual(['s', 's']);
    expect(values(events)).toEqual([1]);
  });
});
