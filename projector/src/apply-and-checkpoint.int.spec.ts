import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { NewEvent, RecordedEvent } from '@golf/events';
import { getProjectorCheckpoint, parseReadModelChange, READ_MODEL_CHANGES_CHANNEL } from '@golf/read-db';
import { indexProjections, ProjectionFailedError, type Projection } from './projection.ts';
import { applyAndCheckpoint } from './commit-batch.ts';
import { eventCountProjection } from './testing/event-count-projection.ts';
import { testCounted, unknownEvent } from './testing/test-events.ts';
import { snapshotReadModels } from './testing/read-model-snapshot.ts';
import { freshReadSchemaEachTest } from '../../testing/read-test-database.ts';

let databaseUrl: string;
let pool: DatabasePool;

function recorded(event: NewEvent, position: bigint, stream = 'test-a'): RecordedEvent {
  return { ...event, stream, revision: position - 1n, position, recordedAt: new Date('2024-05-01T00:00:00Z') };
}

/** These projections fold no streams: a store with none. */
const noStreams = { readStream: async () => [] };
const counted = (position: bigint, stream?: string) => recorded(testCounted(1), position, stream);

/** Throws on the event at `position`: stands for a projection with a bug. */
const failingAt = (position: bigint): Projection => ({
  name: 'failing',
  handles: [testCounted(0).type],
  async apply(_tx, event) {
    if (event.position === position) throw new Error('boom');
  },
});

const counts = () =>
  pool.any(sql.type(z.object({ stream: z.string(), events: z.number() }))`
    SELECT stream, events FROM read.test_event_counts ORDER BY stream`);

freshReadSchemaEachTest((database) => ({ pool, databaseUrl } = database));

describe('applyAndCheckpoint', () => {
  it('applies each event to the projections handling its type and moves the checkpoint to the last event', async () => {
    const index = indexProjections([eventCountProjection]);
    const result = await pool.transaction((tx) =>
      applyAndCheckpoint(tx, index, [counted(1n), counted(2n, 'test-b'), counted(3n)], noStreams),
    );
    expect(result).toEqual({ position: 3n, events: 3, skipped: 0, streams: ['test-a', 'test-b'], setAside: [], repaired: [] });
    expect(await counts()).toEqual([
      { stream: 'test-a', events: 2 },
      { stream: 'test-b', events: 1 },
    ]);
    expect(await getProjectorCheckpoint(pool)).toBe(3n);
  });

  it('commits read rows and checkpoint together: a failing projection leaves neither', async () => {
    const index = indexProjections([eventCountProjection]);
    await pool.transaction((tx) => applyAndCheckpoint(tx, index, [counted(1n)], noStreams));
    const before = await snapshotReadModels(pool);
    const failing = indexProjections([eventCountProjection, failingAt(3n)]);
    const attempt = pool.transaction((tx) => applyAndCheckpoint(tx, failing, [counted(2n), counted(3n), counted(4n)], noStreams));
    await expect(attempt).rejects.toThrow(ProjectionFailedError);
    await expect(attempt).rejects.toThrow(/Projection "failing" failed on TestCounted .* at position 3: boom/);
    expect(await snapshotReadModels(pool)).toEqual(before);
    expect(await getProjectorCheckpoint(pool)).toBe(1n);
  });

  it('skips an event type no projection handles, without throwing, and still advances', async () => {
    const index = indexProjections([eventCountProjection]);
    const result = await pool.transaction((tx) =>
      applyAndCheckpoint(tx, index, [counted(1n), recorded(unknownEvent(), 2n, 'future-x'), counted(3n)], noStreams),
    );
    expect(result).toMatchObject({ position: 3n, events: 3, skipped: 1, streams: ['test-a'] });
    expect(await getProjectorCheckpoint(pool)).toBe(3n);
  });

  it('never applies an event at or below the checkpoint twice (a redelivered batch)', async () => {
    const index = indexProjections([eventCountProjection]);
    await pool.transaction((tx) => applyAndCheckpoint(tx, index, [counted(1n), counted(2n)], noStreams));
    const again = await pool.transaction((tx) => applyAndCheckpoint(tx, index, [counted(1n), counted(2n)], noStreams));
    expect(again).toEqual({ position: null, events: 0, skipped: 0, streams: [], setAside: [], repaired: [] });
    await pool.transaction((tx) => applyAndCheckpoint(tx, index, [counted(2n), counted(3n)], noStreams));
    expect(await counts()).toEqual([{ stream: 'test-a', events: 3 }]);
  });

  it('notifies read_model_changes with the position and touched streams, only on commit', async () => {
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.query(`LISTEN ${READ_MODEL_CHANGES_CHANNEL}`);
    const index = indexProjections([eventCountProjection, failingAt(9n)]);
    await pool.transaction((tx) => applyAndCheckpoint(tx, index, [counted(7n, 'game-1'), counted(8n, 'game-2')], noStreams));
    await expect(pool.transaction((tx) => applyAndCheckpoint(tx, index, [counted(9n, 'game-3')], noStreams))).rejects.toThrow();
    for (let waited = 0; payloads.length === 0 && waited < 2000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await listener.end();
    expect(payloads.map(parseReadModelChange)).toEqual([{ position: 8n, streams: ['game-1', 'game-2'] }]);
  });

  it('refuses two projections with the same name', () => {
    expect(() => indexProjections([eventCountProjection, eventCountProjection])).toThrow(/Two projections are named/);
  });
});
