import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, getUserById, waitForPosition } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-database.ts';
import { startProjectorService } from './projector-service.ts';
import { userRegistered } from './testing/test-events.ts';

let databaseUrl: string;
let store: EventStore;
let pool: DatabasePool;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  store = await createEventStore({ databaseUrl });
  pool = await createReadPool(databaseUrl);
});
afterAll(async () => {
  await pool?.end();
  await store?.close();
  if (databaseUrl) await dropTestDatabase(databaseUrl);
});

describe('projector service on its own thread (as npm start runs it)', () => {
  it('migrates, projects new events, reports its checkpoint and lock, and stops', { timeout: 30_000 }, async () => {
    const logged: string[] = [];
    const service = await startProjectorService({ databaseUrl, log: (level, message) => logged.push(`${level}: ${message}`) });
    const userId = randomUUID();
    const { position } = await store.append(`user-${userId}`, [userRegistered(userId)], { expectedRevision: 'no_stream' });
    expect(await waitForPosition(pool, position, 10_000)).toBe(true);
    expect((await getUserById(pool, userId))?.firstName).toBe('Pat');
    const deadline = Date.now() + 5000;
    while (service.projector.position() < position && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect([service.projector.position(), service.projector.isActive()]).toEqual([position, true]);
    expect(logged).toContain('info: Projector active');
    await service.stop();
    await service.stop();
    expect(logged.filter((line) => line.startsWith('error'))).toEqual([]);
  });

  it('refuses projections of the caller’s choosing: a thread runs every projection', async () => {
    await expect(startProjectorService({ databaseUrl, projections: [] })).rejects.toThrow(RangeError);
  });
});
