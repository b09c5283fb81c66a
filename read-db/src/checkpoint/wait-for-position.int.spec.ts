import { describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createReadPool } from '../pool/create-read-pool.ts';
import { dropReadSchema } from '../migrations/read-schema.ts';
import { getProjectorCheckpoint, saveProjectorCheckpoint } from './projector-checkpoint.ts';
import { notifyReadModelChange } from './read-model-changes.ts';
import { waitForPosition } from './wait-for-position.ts';
import { freshReadSchemaEachTest } from '../../../testing/read-test-database.ts';

let databaseUrl: string;
let pool: DatabasePool;

const later = (ms: number, action: () => Promise<unknown>) =>
  new Promise<void>((resolve, reject) => setTimeout(() => action().then(() => resolve(), reject), ms));

const listenerConnections = (on: DatabasePool) =>
  on.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = 'golf-read-model-listener'`);

freshReadSchemaEachTest((database) => ({ pool, databaseUrl } = database));

describe('getProjectorCheckpoint', () => {
  it('is 0n before the first batch, then the saved position', async () => {
    expect(await getProjectorCheckpoint(pool)).toBe(0n);
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 12n));
    expect(await getProjectorCheckpoint(pool)).toBe(12n);
  });

  it('is 0n while the read schema is missing (during a rebuild)', async () => {
    await dropReadSchema(pool);
    expect(await getProjectorCheckpoint(pool)).toBe(0n);
  });
});

describe('waitForPosition', () => {
  it('is true at once when the checkpoint is already there', async () => {
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 5n));
    expect(await waitForPosition(pool, 5n, 0)).toBe(true);
    expect(await waitForPosition(pool, 3n)).toBe(true);
  });

  it('is true when a projector batch commits the position and notifies', async () => {
    const commit = later(150, () =>
      pool.transaction(async (tx) => {
        await saveProjectorCheckpoint(tx, 8n);
        await notifyReadModelChange(tx, { position: 8n, streams: ['game-1'] });
      }),
    );
    const started = Date.now();
    expect(await waitForPosition(pool, 8n, 2000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
    await commit;
  });

  it('is woken by the notification itself (LISTEN), not only by polling', async () => {
    // The checkpoint row never changes here, so only the notification can release the waiter.
    const notify = later(100, () => pool.transaction((tx) => notifyReadModelChange(tx, { position: 40n, streams: [] })));
    expect(await waitForPosition(pool, 40n, 1500)).toBe(true);
    await notify;
  });

  it('falls back to polling when a checkpoint moves without a notification', async () => {
    const commit = later(100, () => pool.transaction((tx) => saveProjectorCheckpoint(tx, 21n)));
    expect(await waitForPosition(pool, 21n, 2000)).toBe(true);
    await commit;
  });

  it('is false after the timeout when the position is never reached', async () => {
    await pool.transaction((tx) => saveProjectorCheckpoint(tx, 1n));
    const started = Date.now();
    expect(await waitForPosition(pool, 1000n, 300)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('is false, not an error, while the read schema is missing', async () => {
    await dropReadSchema(pool);
    expect(await waitForPosition(pool, 1n, 200)).toBe(false);
  });

  it('shares one listening connection among many waiting requests', async () => {
    const waits = Array.from({ length: 20 }, (_, index) => waitForPosition(pool, BigInt(100 + index), 1000));
    await later(200, async () => undefined);
    expect(await listenerConnections(pool)).toBe(1);
    await pool.transaction(async (tx) => {
      await saveProjectorCheckpoint(tx, 110n);
      await notifyReadModelChange(tx, { position: 110n, streams: [] });
    });
    const results = await Promise.all(waits);
    expect(results.filter(Boolean)).toHaveLength(11);
  });

  it('rejects a negative position or timeout', async () => {
    await expect(waitForPosition(pool, -1n)).rejects.toThrow(RangeError);
    await expect(waitForPosition(pool, 1n, -5)).rejects.toThrow(RangeError);
  });

  it('closes the listening connection when the pool ends', async () => {
    const other = await createReadPool(databaseUrl);
    await waitForPosition(other, 0n, 100);
    const before = await listenerConnections(pool);
    await other.end();
    await later(100, async () => undefined);
    expect(await listenerConnections(pool)).toBe(before - 1);
  });
});
