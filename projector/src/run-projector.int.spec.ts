import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, dropReadSchema, getProjectorCheckpoint, migrateReadDb, waitForPosition } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-database.ts';
import { projections } from './projections.ts';
import { runProjector, type RunningProjector } from './run-projector.ts';
import type { BatchProjection } from './projection.ts';
import type { ProjectorLog } from './projector-log.ts';
import { rebuildReadModels } from './rebuild-read-models.ts';
import { eventCountProjection, TEST_COUNTED_EVENT } from './testing/event-count-projection.ts';
import { appendUserHistory, readAllUpTo, testCounted } from './testing/test-events.ts';
import { snapshotReadModels } from './testing/read-model-snapshot.ts';

const withCounts = [...projections, eventCountProjection];

let databaseUrl: string;
let pool: DatabasePool;
let store: EventStore;
const running: RunningProjector[] = [];

const logged: Array<{ level: string; message: string }> = [];

async function start(retryMs = 50): Promise<RunningProjector> {
  const log: ProjectorLog = (level, message) => logged.push({ level, message });
  const projector = await runProjector({ store, pool, projections: withCounts, batchSize: 7, retryMs, log });
  running.push(projector);
  return projector;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const countedEvents = () =>
  pool.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT coalesce(sum(events), 0)::int AS n FROM read.test_event_counts`);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  store = await createEventStore({ databaseUrl });
});

beforeEach(async () => {
  await dropReadSchema(pool);
  await migrateReadDb(pool);
});

afterEach(async () => {
  for (const projector of running.splice(0)) await projector.stop();
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('runProjector', () => {
  it('catches up with the log, then follows it live, signalling each position', async () => {
    await appendUserHistory(store, 1);
    const before = await appendUserHistory(store, 2);
    const projector = await start();
    expect(await waitForPosition(pool, before, 10_000)).toBe(true);
    const after = await appendUserHistory(store, 3);
    expect(await waitForPosition(pool, after, 10_000)).toBe(true);
    // The NOTIFY that released the wait can arrive before the projector's own bookkeeping runs.
    await until(() => projector.position() === after, 'the projector reports the position');
    expect(projector.isActive()).toBe(true);
    await projector.stop();
    expect(projector.isActive()).toBe(false);
    const all = await readAllUpTo(store, after);
    expect(await countedEvents()).toBe(all.filter((event) => event.type !== 'SomethingFromTheFuture').length);
  });

  it('lets one projector be active at a time; a waiting one takes over when it stops', async () => {
    const first = await start();
    await until(() => first.isActive(), 'the first projector is active');
    const second = await start();
    const one = await appendUserHistory(store);
    expect(await waitForPosition(pool, one, 10_000)).toBe(true);
    expect(second.isActive()).toBe(false);
    await first.stop();
    await until(() => second.isActive(), 'the second projector takes over');
    const two = await appendUserHistory(store);
    expect(await waitForPosition(pool, two, 10_000)).toBe(true);
    await second.stop();
    const all = await readAllUpTo(store, two);
    expect(await countedEvents()).toBe(all.filter((event) => event.type !== 'SomethingFromTheFuture').length);
    expect(await getProjectorCheckpoint(pool)).toBe(two);
  });

  it('pauses for a rebuild beside it and carries on after it, applying every event once', async () => {
    logged.length = 0;
    const projector = await start();
    await appendUserHistory(store);
    const appending = (async () => {
      let last = 0n;
      for (let index = 0; index < 10; index += 1) last = await appendUserHistory(store, index);
      return last;
    })();
    const rebuilt = await rebuildReadModels({ store, pool, projections: withCounts, batchSize: 5 });
    expect(rebuilt.events).toBeGreaterThan(0);
    const last = await appending;
    expect(await waitForPosition(pool, last, 10_000)).toBe(true);
    await projector.stop();
    // Paused, not failed: a rebuild is no error for the live projector.
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
    const live = await snapshotReadModels(pool);
    await rebuildReadModels({ store, pool, projections: withCounts });
    expect(await snapshotReadModels(pool)).toEqual(live);
    expect(live.test_event_counts?.length).toBeGreaterThan(0);
  });

  it("commits its batches without waiting for the WAL's flush, and only its batches", async () => {
    const seen: string[] = [];
    const commitMode = sql.type(z.object({ mode: z.string() }))`SELECT current_setting('synchronous_commit') AS mode`;
    const probe = {
      name: 'test-commit-mode',
      handles: [TEST_COUNTED_EVENT],
      async applyBatch(tx: Parameters<BatchProjection['applyBatch']>[0]) {
        seen.push(await tx.oneFirst(commitMode));
      },
    } satisfies BatchProjection;
    const projector = await runProjector({ store, pool, projections: [probe], retryMs: 50 });
    running.push(projector);
    const { position } = await store.append(`test-${randomUUID()}`, [testCounted(1)], { expectedRevision: 'no_stream' });
    await until(() => projector.position() >= position, 'the projector applies the event');
    // The log holds the counted events of the tests before: one batch or two, as the projector's
    // first read falls before or after this append; each ran with the flush off.
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['off']));
    expect(await pool.oneFirst(commitMode)).toBe('on');
  });

  it('refuses a batch size that is not a positive integer', async () => {
    await expect(runProjector({ store, pool, projections: withCounts, batchSize: 0 })).rejects.toThrow(RangeError);
  });
});
