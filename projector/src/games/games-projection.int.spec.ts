import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore, GameEvent, NewEvent } from '@golf/events';
import { streamNames } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, findGameByCode, getGameById, listPlayerRounds, migrateReadDb, waitForPosition } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { runProjector, type RunningProjector } from '../run-projector.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { gamesProjection } from './games-projection.ts';

let databaseUrl: string;
let store: EventStore;
let pool: DatabasePool;
let projector: RunningProjector;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  store = await createEventStore({ databaseUrl });
  pool = await createReadPool(databaseUrl);
  await migrateReadDb(pool);
  projector = await runProjector({ store, pool, projections: [gamesProjection], retryMs: 100 });
});
afterAll(async () => {
  await projector?.stop();
  await pool?.end();
  await store?.close();
  await dropTestDatabase(databaseUrl);
});

let minute = 0;
function event(data: GameEvent): NewEvent {
  minute += 1;
  const occurredAt = new Date(Date.UTC(2025, 5, 1, 10, minute)).toISOString();
  return {
    id: randomUUID(),
    type: data.type,
    data: data.data,
    metadata: {
      userId: null,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt,
      client: 'test',
      schemaVersion: 1,
    },
  };
}

/** Appends to the game's stream and waits until the projector has applied it. */
async function record(gameId: string, events: GameEvent[]): Promise<void> {
  const existing = await store.readStream(streamNames.game(gameId));
  const result = await store.append(streamNames.game(gameId), events.map(event), {
    expectedRevision: existing.at(-1)?.revision ?? 'no_stream',
  });
  expect(await waitForPosition(pool, result.position, 10_000)).toBe(true);
}

const admin = randomUUID();
let codeCount = 0;
function created(gameId: string, overrides: Partial<Extract<GameEvent, { type: 'GameCreated' }>['data']> = {}): GameEvent {
  codeCount += 1;
  const code = (prefix: string) => `${prefix}${String(codeCount).padStart(3, '2')}`;
  return {
    type: 'GameCreated',
    data: {
      gameId,
      name: 'Projected',
      gameType: 'dogfight',
      scoringType: 'quota',
      numberOfRounds: 3,
      targetPlayerCount: 4,
      pointsSystem: { double_eagle: 5, eagle: 4, birdie: 3, par: 2, bogey: 1, double: 0 },
      tripId: null,
      isNassau: false,
      useEightyPercentHandicap: false,
      payouts: [{ position: 1, betType: 'overall', amountCents: 5000, description: 'Winner' }],
      adminCode: code('ADM'),
      playerCode: code('PLY'),
      viewCode: code('VUE'),
      createdBy: admin,
      ...overrides,
    },
  };
}

const usage = (gameId: string) =>
  pool.any(sql.type(z.object({ courseId: z.string(), gameName: z.string() }))`
    SELECT course_id AS "courseId", game_name AS "gameName" FROM read.course_usage WHERE game_id = ${gameId} ORDER BY course_id`);

describe('games projection', () => {
  const gameId = randomUUID();
  const [ann, bob] = [randomUUID(), randomUUID()];
  const [courseA, courseB] = [randomUUID(), randomUUID()].sort() as [string, string];
  const tee = randomUUID();

  it('projects a game with players, rounds, handicaps, quotas, payouts and codes', async () => {
    await record(gameId, [
      created(gameId),
      { type: 'PlayerAdded', data: { gameId, playerId: ann, name: 'Ann', handicap: 10.4, ghinId: null, userId: null, teamNumber: null } },
      { type: 'PlayerAdded', data: { gameId, playerId: bob, name: 'Bob', handicap: 18, ghinId: '123', userId: admin, teamNumber: null } },
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 1, courseId: courseA, courseHoles: 18 } },
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 2, courseId: courseB, courseHoles: 9 } },
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 3, courseId: courseA, courseHoles: 18 } },
      { type: 'TeeChosen', data: { gameId, roundNumber: 1, playerId: ann, teeSetId: tee } },
      {
        type: 'CourseHandicapsCalculated',
        data: {
          gameId,
          roundNumber: 2,
          useEightyPercent: false,
          players: [
            { playerId: ann, teeSetId: tee, handicapIndex: 10.4, courseHandicap: 5 },
            { playerId: bob, teeSetId: tee, handicapIndex: 18, courseHandicap: 9 },
          ],
        },
      },
      { type: 'CourseHandicapAdjusted', data: { gameId, roundNumber: 2, playerId: bob, courseHandicap: 12 } },
      { type: 'PayoutSet', data: { gameId, position: 2, betType: 'overall', amountCents: 2500, description: null } },
      { type: 'RoundConfirmed', data: { gameId, roundNumber: 1 } },
    ]);
    const game = await getGameById(pool, gameId);
    expect(game).toMatchObject({
      name: 'Projected',
      status: 'setup',
      numberOfRounds: 3,
      scoringType: 'quota',
      createdAt: '2025-06-01T10:01:00.000Z',
    });
    expect(game?.players.map((p) => [p.name, p.ghinId, p.userId])).toEqual([
      ['Ann', null, null],
      ['Bob', '123', admin],
    ]);
    expect(game?.rounds.map((r) => [r.roundNumber, r.courseId, r.confirmed, r.course])).toEqual([
      [1, courseA, true, null],
      [2, courseB, false, null],
      [3, courseA, false, null],
    ]);
    expect(game?.payouts).toEqual([
      { position: 1, betType: 'overall', amountCents: 5000, description: 'Winner' },
      { position: 2, betType: 'overall', amountCents: 2500, description: null },
    ]);
    const round2 = await listPlayerRounds(pool, gameId, 2);
    // Quotas on a 9-hole course: clamp(18 − CH, 10, 45).
    expect(round2.map((pr) => [pr.courseHandicap, pr.handicapManuallyAdjusted, pr.initialQuota, pr.currentQuota])).toEqual([
      [5, false, 13, 13],
      [12, true, 10, 10],
    ]);
    expect((await listPlayerRounds(pool, gameId, 1)).map((pr) => [pr.teeSetId, pr.courseHandicap, pr.initialQuota])).toEqual([
      [tee, null, null],
    ]);
    expect(await findGameByCode(pool, game!.viewCode.toLowerCase())).toEqual({ gameId, accessLevel: 'viewer' });
    expect(await usage(gameId)).toEqual([
      { courseId: courseA, gameName: 'Projected' },
      { courseId: courseB, gameName: 'Projected' },
    ]);
  });

  it('renames in course usage, drops quotas off quota scoring, merges teams, and moves play', async () => {
    await record(gameId, [
      { type: 'GameRenamed', data: { gameId, name: 'Renamed' } },
      { type: 'GameSettingsChanged', data: { gameId, changes: { scoringType: 'net', targetPlayerCount: 6 } } },
      {
        type: 'TeamsAssigned',
        data: {
          gameId,
          teamCount: 3,
          teamSize: 1,
          assignments: [
            { playerId: ann, teamNumber: 1 },
            { playerId: bob, teamNumber: 3 },
          ],
        },
      },
      { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
      { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
      { type: 'CurrentHoleChanged', data: { gameId, roundNumber: 3, holeNumber: 7 } },
    ]);
    const game = await getGameById(pool, gameId);
    expect(game).toMatchObject({
      name: 'Renamed',
      scoringType: 'net',
      targetPlayerCount: 6,
      status: 'in_progress',
      currentRound: 3,
      currentHole: 7,
    });
    expect(game?.players.map((p) => p.teamNumber)).toEqual([1, 2]);
    expect(game?.rounds[0]?.status).toBe('in_progress');
    expect((await listPlayerRounds(pool, gameId, 2)).map((pr) => pr.initialQuota)).toEqual([null, null]);
    expect((await usage(gameId)).map((u) => u.gameName)).toEqual(['Renamed', 'Renamed']);
  });

  it('removes a round: later rounds and their player rounds move up, play moves with them, usage follows', async () => {
    await record(gameId, [{ type: 'RoundRemoved', data: { gameId, roundNumber: 2 } }]);
    const game = await getGameById(pool, gameId);
    expect(game?.rounds.map((r) => [r.roundNumber, r.courseId])).toEqual([
      [1, courseA],
      [2, courseA],
    ]);
    expect(game).toMatchObject({ numberOfRounds: 2, currentRound: 2, currentHole: 7 });
    expect((await listPlayerRounds(pool, gameId)).map((pr) => pr.roundNumber)).toEqual([1]);
    expect(await usage(gameId)).toEqual([{ courseId: courseA, gameName: 'Renamed' }]);
  });

  it('another course for a round drops its player rounds; removing a player drops theirs', async () => {
    await record(gameId, [
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 1, courseId: courseB, courseHoles: 18 } },
      { type: 'TeeChosen', data: { gameId, roundNumber: 2, playerId: bob, teeSetId: tee } },
      { type: 'PlayerRemoved', data: { gameId, playerId: bob } },
    ]);
    expect(await listPlayerRounds(pool, gameId)).toEqual([]);
    expect((await getGameById(pool, gameId))?.players.map((p) => p.name)).toEqual(['Ann']);
  });

  it('rebuilds from the log to exactly the same rows', async () => {
    const other = randomUUID();
    await record(other, [
      created(other, { name: 'Other' }),
      { type: 'RoundCourseChosen', data: { gameId: other, roundNumber: 1, courseId: courseA, courseHoles: 18 } },
    ]);
    const before = await snapshotReadModels(pool);
    expect(before.games).toHaveLength(2);
    await rebuildReadModels({ store, pool, projections: [gamesProjection] });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });

  it('deletes every row of a deleted game, its codes and course usage', async () => {
    const doomed = randomUUID();
    const creation = created(doomed);
    await record(doomed, [
      creation,
      { type: 'RoundCourseChosen', data: { gameId: doomed, roundNumber: 1, courseId: courseA, courseHoles: 18 } },
    ]);
    await record(doomed, [{ type: 'GameDeleted', data: { gameId: doomed } }]);
    expect(await getGameById(pool, doomed)).toBeNull();
    expect(await usage(doomed)).toEqual([]);
    expect(await findGameByCode(pool, creation.type === 'GameCreated' ? creation.data.adminCode : '')).toBeNull();
  });

  it('tolerates a replayed creation and player (upsert by id)', async () => {
    const again = randomUUID();
    const player = randomUUID();
    const history = [
      event(created(again)),
      event({
        type: 'PlayerAdded',
        data: { gameId: again, playerId: player, name: 'Twice', handicap: 1, ghinId: null, userId: null, teamNumber: null },
      }),
    ];
    const result = await store.append(streamNames.game(again), history, { expectedRevision: 'no_stream' });
    expect(await waitForPosition(pool, result.position, 10_000)).toBe(true);
    const recorded = await store.readStream(streamNames.game(again));
    for (const replayed of recorded)
      await pool.transaction((tx) =>
        gamesProjection.applyBatch(tx, [replayed], {
          readStream: store.readStream.bind(store),
          appliedBefore: replayed.position,
          isSetAside: () => false,
        }),
      );
    const game = await getGameById(pool, again);
    expect(game?.players.map((p) => p.name)).toEqual(['Twice']);
    expect(game?.payouts).toHaveLength(1);
  });
});
