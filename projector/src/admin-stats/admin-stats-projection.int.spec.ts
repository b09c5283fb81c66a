import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import { streamNames, type EventStore, type NewEvent } from '@golf/events';
import { getAdminStats, listAdminUsers, waitForPosition } from '@golf/read-db';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { userRegistered } from '../testing/test-events.ts';
import { usersProjection } from '../users/users-projection.ts';
import { adminStatsProjection } from './admin-stats-projection.ts';
import { courseCreated, gameCreated, scoreEntered, statsEvent } from './testing/admin-stats-test-events.ts';

let store: EventStore;
let pool: DatabasePool;
let harness: ProjectedDatabase;
beforeAll(async () => {
  harness = await startProjectedDatabase([usersProjection, adminStatsProjection]);
  ({ store, pool } = harness);
});
afterAll(async () => {
  await harness?.close();
});

/** Appends each list in its own append (so the projector may see them in separate batches) and waits for the last. */
async function record(stream: string, ...appends: NewEvent[][]): Promise<void> {
  let position = 0n;
  for (const events of appends) position = (await store.append(stream, events, { expectedRevision: 'any' })).position;
  expect(await waitForPosition(pool, position, 10_000)).toBe(true);
}

describe('admin-stats projection', () => {
  it('keeps totals, days, active users and per-user counts across batches, and rebuilds to the same rows', async () => {
    const ann = randomUUID();
    const gameId = randomUUID();
    const courseId = randomUUID();
    await record(streamNames.user(ann), [userRegistered(ann, '2025-04-01T08:00:00.000Z')]);
    await record(streamNames.course(courseId), [courseCreated(courseId, ann, '2025-04-01T09:00:00.000Z', ann)]);
    await record(
      streamNames.game(gameId),
      [gameCreated(gameId, ann, '2025-04-02T09:00:00.000Z')],
      [statsEvent('GameStatusChanged', { gameId, from: 'setup', status: 'in_progress' }, '2025-04-02T09:05:00.000Z', ann)],
      [scoreEntered(gameId, 1, '2025-04-02T09:10:00.000Z', ann), scoreEntered(gameId, 2, '2025-04-02T09:20:00.000Z', ann)],
      [statsEvent('RoundStarted', { gameId, roundNumber: 2 }, '2025-04-03T09:00:00.000Z', ann)],
    );
    const stats = await getAdminStats(pool, '2025-04-03');
    expect(stats.totals).toEqual({ users: 1, games: 1, courses: 1, activeGames: 1 });
    expect(stats.daily.slice(-2)).toEqual([
      { date: '2025-04-02', gamesCreated: 1, roundsCompleted: 0, scoresEntered: 2 },
      { date: '2025-04-03', gamesCreated: 0, roundsCompleted: 1, scoresEntered: 0 },
    ]);
    expect(stats.activeUsersThisWeek).toBe(1);
    expect((await getAdminStats(pool, '2025-04-20')).activeUsersThisWeek).toBe(0);
    // The list's gameCount reads the games tables (games played in count too), which this harness does not project.
    expect((await listAdminUsers(pool, undefined)).find((user) => user.id === ann)).toMatchObject({ courseCount: 1 });

    // A game made and deleted: gone from the totals and its maker's count, still in that day's history.
    const brief = randomUUID();
    await record(streamNames.game(brief), [
      gameCreated(brief, ann, '2025-04-03T10:00:00.000Z'),
      statsEvent('GameDeleted', { gameId: brief }, '2025-04-03T10:05:00.000Z', ann),
    ]);
    expect((await getAdminStats(pool, '2025-04-03')).totals.games).toBe(1);

    const before = await snapshotReadModels(pool);
    await rebuildReadModels({ store, pool, projections: [usersProjection, adminStatsProjection] });
    expect(await snapshotReadModels(pool)).toEqual(before);
    // Where the batches are cut must not matter: one event per batch gives the same rows.
    await rebuildReadModels({ store, pool, projections: [usersProjection, adminStatsProjection], batchSize: 1 });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });
});
