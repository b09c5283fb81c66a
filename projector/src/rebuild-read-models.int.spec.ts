import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, getProjectorCheckpoint } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-database.ts';
import type { EventProjection } from './projection.ts';
import { projections } from './projections.ts';
import { rebuildReadModels } from './rebuild-read-models.ts';
import { eventCountProjection } from './testing/event-count-projection.ts';
import { appendUserHistory, readAllUpTo } from './testing/test-events.ts';
import { snapshotReadModels } from './testing/read-model-snapshot.ts';

const withCounts = [...projections, eventCountProjection];

let databaseUrl: string;
let pool: DatabasePool;
let store: EventStore;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  store = await createEventStore({ databaseUrl });
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('rebuildReadModels', () => {
  it('on an empty log leaves migrated, empty read tables and no checkpoint', async () => {
    const result = await rebuildReadModels({ store, pool, projections: withCounts });
    expect(result.events).toBe(0);
    expect(await getProjectorCheckpoint(pool)).toBe(0n);
    expect((await snapshotReadModels(pool)).projector_checkpoint).toEqual([]);
  });

  it('gives identical rows when run twice and leaves the checkpoint at the last position', async () => {
    let last = 0n;
    for (let index = 0; index < 60; index += 1) last = await appendUserHistory(store, index);
    const total = (await readAllUpTo(store, last)).length;

    const first = await rebuildReadModels({ store, pool, projections: withCounts, batchSize: 37 });
    expect(first.events).toBe(total);
    expect(await getProjectorCheckpoint(pool)).toBe(last);
    const once = await snapshotReadModels(pool);

    const second = await rebuildReadModels({ store, pool, projections: withCounts });
    expect(second.events).toBe(total);
    expect(await getProjectorCheckpoint(pool)).toBe(last);
    expect(await snapshotReadModels(pool)).toEqual(once);
    // Each history writes to a user stream and a test stream.
    expect(once.test_event_counts).toHaveLength(120);
  });

  it('builds beside the live tables: they answer as before until the swap, and events appended meanwhile are taken in', async () => {
    const before = await snapshotReadModels(pool);
    expect(before.users!.length).toBeGreaterThan(0);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let paused!: () => void;
    const pausing = new Promise<void>((resolve) => (paused = resolve));
    // Holds the rebuild's first event until the test has looked at the live tables.
    const pause: EventProjection = {
      name: 'test-pause',
      handles: ['UserRegistered'],
      async apply() {
        paused();
        await released;
      },
    };
    const rebuilding = rebuildReadModels({ store, pool, projections: [...withCounts, pause], batchSize: 7 });
    await pausing;
    expect(await snapshotReadModels(pool)).toEqual(before);
    const last = await appendUserHistory(store, 60);
    release();
    const rebuilt = await rebuilding;
    expect(rebuilt.events).toBe((await readAllUpTo(store, last)).length);
    expect(await getProjectorCheckpoint(pool)).toBe(last);
    const after = await snapshotReadModels(pool);
    expect(after.users).toHaveLength(before.users!.length + 1);
    expect(after.test_event_counts).toHaveLength(before.test_event_counts!.length + 2);
    // No schema of the rebuild is left behind.
    expect(
      await pool.anyFirst(
        sql.type(z.object({ name: z.string() }))`SELECT nspname AS name FROM pg_namespace WHERE nspname = 'read_rebuild'`,
      ),
    ).toEqual([]);
  });

  it('gives the same rows in one lane as in two or three', async () => {
    await rebuildReadModels({ store, pool, projections: withCounts, lanes: 1 });
    const one = await snapshotReadModels(pool);
    for (const lanes of [2, 3]) {
      await rebuildReadModels({ store, pool, projections: withCounts, lanes, batchSize: 11 });
      expect(await snapshotReadModels(pool)).toEqual(one);
    }
  });

  it('refuses a batch size that is not a positive integer', async () => {
    await expect(rebuildReadModels({ store, pool, projections: withCounts, batchSize: 1.5 })).rejects.toThrow(RangeError);
  });
});
