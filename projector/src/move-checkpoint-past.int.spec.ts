import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';
import type { NewEvent, RecordedEvent } from '@golf/events';
import {
  createReadPool,
  dropReadSchema,
  getProjectorCheckpoint,
  migrateReadDb,
  parseReadModelChange,
  READ_MODEL_CHANGES_CHANNEL,
  saveProjectorCheckpoint,
  type ReadModelChange,
} from '@golf/read-db';
import { StreamRetryRequested } from '@golf/events';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-database.ts';
import { indexProjections } from './projection.ts';
import { changesReadModels, moveCheckpointPast } from './commit-batch.ts';
import { closeBatchGate, openBatchGate } from './projector-locks.ts';
import { eventCountProjection } from './testing/event-count-projection.ts';
import { testCounted, unknownEvent } from './testing/test-events.ts';

let databaseUrl: string;
let pool: DatabasePool;
let listener: pg.Client;
const changes: ReadModelChange[] = [];

function recorded(event: NewEvent, position: bigint): RecordedEvent {
  return { ...event, stream: 'test-a', revision: position - 1n, position, recordedAt: new Date('2024-05-01T00:00:00Z') };
}

/** Notifications arrive on their own connection: wait for a round trip of ours behind them. */
async function notifiedSoFar(): Promise<ReadModelChange[]> {
  await listener.query(`SELECT pg_notify('${READ_MODEL_CHANGES_CHANNEL}', 'fence')`);
  return changes.splice(0);
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', (message) => {
    const change = parseReadModelChange(message.payload);
    if (change) changes.push(change);
  });
  await listener.query(`LISTEN ${READ_MODEL_CHANGES_CHANNEL}`);
});

beforeEach(async () => {
  await dropReadSchema(pool);
  await migrateReadDb(pool);
  changes.length = 0;
});

afterEach(async () => {
  await notifiedSoFar();
});

afterAll(async () => {
  await listener.end();
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('changesReadModels', () => {
  const index = indexProjections([eventCountProjection]);

  it('is false only for a batch whose every event no projection handles', () => {
    expect(changesReadModels(index, [recorded(unknownEvent(), 1n), recorded(unknownEvent(), 2n)])).toBe(false);
    expect(changesReadModels(index, [recorded(unknownEvent(), 1n), recorded(testCounted(1), 2n)])).toBe(true);
  });

  it('counts a retry request as a change: it applies a set-aside stream', () => {
    const retry: NewEvent = { ...unknownEvent(), type: StreamRetryRequested.type, data: { stream: 'test-a' } };
    expect(changesReadModels(index, [recorded(retry, 3n)])).toBe(true);
  });
});

describe('moveCheckpointPast', () => {
  it('moves the checkpoint forward and notifies the new position with no streams', async () => {
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 5n));
    await notifiedSoFar();
    expect(await pool.connect((connection) => moveCheckpointPast(connection, 9n))).toBe('moved');
    expect(await getProjectorCheckpoint(pool)).toBe(9n);
    expect(await notifiedSoFar()).toEqual([{ position: 9n, streams: [] }]);
  });

  it('never moves the checkpoint back, and then tells nobody', async () => {
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 9n));
    await notifiedSoFar();
    expect(await pool.connect((connection) => moveCheckpointPast(connection, 7n))).toBe('behind');
    expect(await getProjectorCheckpoint(pool)).toBe(9n);
    expect(await notifiedSoFar()).toEqual([]);
  });

  it('leaves a missing checkpoint row to the batch transaction', async () => {
    expect(await pool.connect((connection) => moveCheckpointPast(connection, 4n))).toBe('no-row');
    expect(await getProjectorCheckpoint(pool)).toBe(0n);
    expect(await notifiedSoFar()).toEqual([]);
  });

  it('writes nothing while a rebuild holds the batch gate', async () => {
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 5n));
    await notifiedSoFar();
    await pool.connect(async (rebuild) => {
      await closeBatchGate(rebuild);
      try {
        expect(await pool.connect((connection) => moveCheckpointPast(connection, 9n))).toBe('gate-closed');
      } finally {
        await openBatchGate(rebuild);
      }
    });
    expect(await getProjectorCheckpoint(pool)).toBe(5n);
    expect(await notifiedSoFar()).toEqual([]);
  });

  it('answers gate-closed when a rebuild has dropped the read schema', async () => {
    await dropReadSchema(pool);
    expect(await pool.connect((connection) => moveCheckpointPast(connection, 9n))).toBe('gate-closed');
  });

  it('turns the flush off for its own transaction only', async () => {
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 5n));
    await pool.connect(async (connection) => {
      expect(await moveCheckpointPast(connection, 6n)).toBe('moved');
      // The setting was the statement's transaction's only: the session is as it was.
      expect(await connection.oneFirst(sql.unsafe`SELECT current_setting('synchronous_commit') AS mode`)).toBe('on');
    });
  });
});
