import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, type EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { ConflictError } from './domain-error.ts';
import { StreamCache } from './stream-cache.ts';
import { commandHandler, type Aggregate, type CommandContext } from './handle-command.ts';

const Counted = defineEvent('TestCounted', 1, z.object({ value: z.number().int() }));
const counter: Aggregate<{ count: number }> = {
  initialState: { count: 0 },
  evolve: (state, event) => (event.type === 'TestCounted' ? { count: (event.data as { value: number }).value } : state),
  events: [Counted],
};
const handleCounter = commandHandler(counter);
const increment = (state: { count: number }) => [{ type: 'TestCounted', data: { value: state.count + 1 } }];
const context = (idempotencyKey?: string): CommandContext => ({
  userId: null,
  correlationId: 'test',
  occurredAt: new Date().toISOString(),
  client: 'test',
  idempotencyKey,
});

let databaseUrl: string;
let store: EventStore;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  store = await createEventStore({ databaseUrl });
});
afterAll(async () => {
  await store?.close();
  await dropTestDatabase(databaseUrl);
});

describe('commandHandler on the PostgreSQL event store', () => {
  it('loses no update when commands race on one stream: each decides on what the others wrote', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => handleCounter(store, 'counter-1', increment, { context: context() })),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConflictError);
    const values = (await store.readStream('counter-1')).map((event) => (event.data as { value: number }).value);
    expect(values).toEqual(Array.from({ length: succeeded }, (_, index) => index + 1));
    expect(succeeded).toBeGreaterThanOrEqual(1);
  });

  it('given a process that keeps the streams it folded, then commands one after another and racing ones still each see the others', async () => {
    const cache = new StreamCache(store);
    for (let i = 0; i < 3; i += 1) await handleCounter(cache, 'counter-3', increment, { context: context() });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => handleCounter(cache, 'counter-3', increment, { context: context() })),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConflictError);
    const values = (await store.readStream('counter-3')).map((event) => (event.data as { value: number }).value);
    expect(values).toEqual(Array.from({ length: 3 + succeeded }, (_, index) => index + 1));
    expect(succeeded).toBe(4);
  });

  it('given one process, then its commands on one stream run one at a time: none retries, and a refusal holds up none', async () => {
    const cache = new StreamCache(store);
    let decisions = 0;
    const counting = (state: { count: number }) => {
      decisions += 1;
      return increment(state);
    };
    const refused = () => {
      throw new ConflictError('the eleventh is refused');
    };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        handleCounter(cache, 'counter-4', index === 10 ? refused : counting, { context: context() }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(decisions).toBe(29);
    const values = (await store.readStream('counter-4')).map((event) => (event.data as { value: number }).value);
    expect(values).toEqual(Array.from({ length: 29 }, (_, index) => index + 1));
  });

  it('appends once when the same idempotent command runs twice at the same time', async () => {
    const [first, second] = await Promise.all([
      handleCounter(store, 'counter-2', increment, { context: context('same-key') }),
      handleCounter(store, 'counter-2', increment, { context: context('same-key') }),
    ]);
    expect(first.position).toBe(second.position);
    expect(await store.readStream('counter-2')).toHaveLength(1);
  });
});
