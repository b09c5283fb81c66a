import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from '../pool/create-read-pool.ts';
import { migrateReadDb } from '../migrations/read-schema.ts';
import { readModelChangeFeedOf } from './read-model-change-feed.ts';
import { notifyReadModelChange, type ReadModelChange } from './read-model-changes.ts';
import { waitForPosition } from './wait-for-position.ts';

let databaseUrl: string;
let pool: DatabasePool;

const listenerPids = (on: DatabasePool) =>
  on
    .manyFirst(
      sql.type(z.object({ pid: z.number() }))`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = 'golf-read-model-listener'`,
    )
    .catch(() => [] as readonly number[]);

async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  await migrateReadDb(pool);
});

afterAll(async () => {
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('ReadModelChangeFeed', () => {
  it('serves waiting requests and live followers on one connection, comes back after a drop, and stays while others still follow', async () => {
    const feed = readModelChangeFeedOf(pool);
    const seen: ReadModelChange[] = [];
    let reconnects = 0;
    const unfollow = await feed.follow({ change: (change) => seen.push(change), reconnected: () => (reconnects += 1) });
    // A request waiting for a position follows the same feed: still one listening connection.
    const waiting = waitForPosition(pool, 7n, 3000);
    await until(async () => (await listenerPids(pool)).length === 1);
    await pool.transaction((tx) => notifyReadModelChange(tx, { position: 7n, streams: ['game-a'] }));
    expect(await waiting).toBe(true);
    await until(() => seen.length === 1);
    expect((await listenerPids(pool)).length).toBe(1);

    // The server drops the connection: the feed reconnects, tells its followers, and delivers again.
    const [pid] = await listenerPids(pool);
    await pool.query(sql.unsafe`SELECT pg_terminate_backend(${pid!})`);
    await until(() => reconnects === 1);
    await pool.transaction((tx) => notifyReadModelChange(tx, { position: 9n, streams: ['game-b'] }));
    await until(() => seen.length === 2);
    expect(seen.map((change) => [change.position, change.streams])).toEqual([
      [7n, ['game-a']],
      [9n, ['game-b']],
    ]);

    await unfollow();
    // The pool's waiting requests still follow it until the pool ends.
    expect(feed.listening).toBe(true);
  });
});
