import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, getProjectorCheckpoint } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-database.ts';
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

  it('refuses a batch size that is not a positive integer', async () => {
    await expect(rebuildReadModels({ store, pool, projections: withCounts, batchSize: 1.5 })).rejects.toThrow(RangeError);
  });
});
