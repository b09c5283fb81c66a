import { describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { dropReadSchema, saveHeldStreams, saveProjectorCheckpoint } from '@golf/read-db';
import { closeBatchGate, enterBatchGateLockingState, openBatchGate, RebuildInProgressError } from './projector-locks.ts';
import { freshReadSchemaEachTest } from '../../testing/read-test-database.ts';

let pool: DatabasePool;

freshReadSchemaEachTest((database) => ({ pool } = database));

/** True when another connection could lock the checkpoint row now. */
async function checkpointRowFree(): Promise<boolean> {
  try {
    await pool.transaction((tx) => tx.query(sql.unsafe`SELECT position FROM read.projector_checkpoint FOR UPDATE NOWAIT`));
    return true;
  } catch {
    return false;
  }
}

describe('enterBatchGateLockingState', () => {
  it('answers the checkpoint and the held streams, the row locked until the batch ends', async () => {
    await pool.transaction(async (tx) => {
      await saveProjectorCheckpoint(tx, 7n);
      await saveHeldStreams(tx, new Map([['game-a', { fromPosition: 3n, retries: 1 }]]));
    });
    await pool.transaction(async (tx) => {
      const state = await enterBatchGateLockingState(tx);
      expect(state.checkpoint).toBe(7n);
      expect([...state.setAside]).toEqual([['game-a', { fromPosition: 3n, retries: 1 }]]);
      expect(await checkpointRowFree()).toBe(false);
      expect(await tx.oneFirst(sql.unsafe`SELECT current_setting('synchronous_commit')`)).toBe('off');
    });
    expect(await checkpointRowFree()).toBe(true);
  });

  it('answers no checkpoint before the first batch', async () => {
    const state = await pool.transaction((tx) => enterBatchGateLockingState(tx));
    expect(state).toEqual({ checkpoint: null, setAside: new Map() });
  });

  it('refuses while a rebuild holds the gate, and locks nothing', async () => {
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 7n));
    await pool.connect(async (rebuild) => {
      await closeBatchGate(rebuild);
      try {
        await pool.transaction(async (tx) => {
          await expect(enterBatchGateLockingState(tx)).rejects.toBeInstanceOf(RebuildInProgressError);
        });
        await pool.transaction(async (tx) => {
          await enterBatchGateLockingState(tx).catch(() => undefined);
          expect(await checkpointRowFree()).toBe(true);
        });
      } finally {
        await openBatchGate(rebuild);
      }
    });
    await expect(pool.transaction((tx) => enterBatchGateLockingState(tx))).resolves.toMatchObject({ checkpoint: 7n });
  });

  it('refuses when the read schema is gone (a rebuild replacing it)', async () => {
    await dropReadSchema(pool);
    await expect(pool.transaction((tx) => enterBatchGateLockingState(tx))).rejects.toBeInstanceOf(RebuildInProgressError);
  });
});
