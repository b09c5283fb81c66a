import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import { streamNames, type EventStore, type GameEvent } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import type { HandicapRoundView } from '@golf/golf';
import { createReadPool, getHandicapRecord, migrateReadDb } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { gameSetup, record, recordCourse, scoresOf, teeSet, times, type FixtureGame } from '../games/testing/scoring-test-game.ts';
import type { Projection } from '../projection.ts';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { runProjector, type RunningProjector } from '../run-projector.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { createHandicapProjection } from './handicap-projection.ts';

let databaseUrl: string;
let store: EventStore;
let pool: DatabasePool;
let projector: RunningProjector | undefined;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  store = await createEventStore({ databaseUrl });
  pool = await createReadPool(databaseUrl);
  await migrateReadDb(pool);
});
afterAll(async () => {
  await projector?.stop();
  await pool?.end();
  await store?.close();
  await dropTestDatabase(databaseUrl);
});

/** Runs `projection` as the one projector from now on (the one before it stops). */
async function handOverTo(projection: Projection): Promise<void> {
  await projector?.stop();
  projector = await runProjector({ store, pool, projections: [projection], retryMs: 100 });
}

/** A game of Ann (the user's player) and Bob (typed in), with Ann's player tied to `userId`. */
function gameOf(course: { courseId: string; teeSetId: string }, userId: string): FixtureGame {
  const game = gameSetup({
    course,
    gameType: 'stroke_play',
    players: [
      { name: 'Ann', ch: 10 },
      { name: 'Bob', ch: 12 },
    ],
  });
  const events = game.events.map((event): GameEvent =>
    event.type === 'PlayerAdded' && event.data.playerId === game.playerIds[0] ? { ...event, data: { ...event.data, userId } } : event,
  );
  return { ...game, events };
}

const figures = (rounds: readonly HandicapRoundView[]) =>
  rounds.map((r) => ({ counted: r.counted, reason: r.reason, differential: r.scoreDifferential, indexAfter: r.indexAfter }));

describe('the handicap projection', () => {
  it('keeps a player’s record from their games, follows corrections, tees and deletions, and a rebuild gives the same rows', async () => {
    const first = createHandicapProjection();
    await handOverTo(first);
    const userId = randomUUID();
    const course = await recordCourse(store, pool);
    const games = [gameOf(course, userId), gameOf(course, userId), gameOf(course, userId)];
    const play = (game: FixtureGame, events: readonly GameEvent[]) => record(store, pool, streamNames.game(game.gameId), events);
    const readRecord = async () => {
      const stored = await getHandicapRecord(pool, userId);
      return { ...stored, rounds: JSON.parse(stored.rounds) as HandicapRoundView[] };
    };

    // Ann's first round, 18 bogeys (90 on CR 72 / SR 113: 18.0), still in progress.
    const [one, two, three] = games as [FixtureGame, FixtureGame, FixtureGame];
    await play(one, [...one.events, ...scoresOf(one, [times(5, 18), times(4, 18)])]);
    expect(figures((await readRecord()).rounds)).toEqual([
      { counted: false, reason: 'Round in progress', differential: null, indexAfter: null },
    ]);

    // Completed: it counts. Two more games of 90: an index of 18.0 − 2.0.
    const complete = { type: 'GameStatusChanged', data: { gameId: one.gameId, from: 'in_progress', status: 'completed' } } as const;
    await play(one, [complete]);
    for (const game of [two, three]) {
      await play(game, [...game.events, ...scoresOf(game, [times(5, 18), times(4, 18)])]);
      await play(game, [{ ...complete, data: { ...complete.data, gameId: game.gameId } }]);
    }
    expect(await readRecord()).toMatchObject({ handicapIndex: 16.0, roundsCounted: 3, useAppIndex: false });

    // A second projector (a restart) holds no game: it folds the stream. A corrected score in the
    // first game (hole 1: 5 → 3) moves that round and every index after it: 16.0 → 14.0.
    await handOverTo(createHandicapProjection());
    const stream = await store.readStream(streamNames.game(one.gameId));
    const hole1 = stream.find((e) => e.type === 'ScoreEntered' && (e.data as { playerId: string }).playerId === one.playerIds[0])!;
    await play(one, [
      {
        type: 'ScoreCorrected',
        data: {
          ...(hole1.data as Extract<GameEvent, { type: 'ScoreEntered' }>['data']),
          strokes: 3,
          previousStrokes: 5,
          previousFacts: null,
        },
      },
    ]);
    const corrected = await readRecord();
    expect(figures(corrected.rounds).map((r) => [r.differential, r.indexAfter])).toEqual([
      [18.0, 14.0],
      [18.0, null],
      [16.0, null],
    ]);

    // The tee's course rating is corrected to 70.0: every differential is 2.0 higher.
    await handOverTo(first);
    await record(store, pool, streamNames.course(course.courseId), [
      { type: 'TeeSetUpdated', data: { courseId: course.courseId, teeSet: { ...teeSet(course.teeSetId), rating: 70 } } },
    ]);
    expect((await readRecord()).rounds.map((r) => r.scoreDifferential)).toEqual([20.0, 20.0, 18.0]);
    expect((await readRecord()).handicapIndex).toBe(16.0);

    // The user chooses the app's index; then a game is deleted and its round leaves the record.
    await record(store, pool, streamNames.user(userId), [{ type: 'HandicapSourceChosen', data: { userId, useAppIndex: true } }]);
    await play(three, [{ type: 'GameDeleted', data: { gameId: three.gameId } }]);
    expect(await readRecord()).toMatchObject({ useAppIndex: true, handicapIndex: null, roundsCounted: 2 });

    const live = await snapshotReadModels(pool);
    expect(live.handicap_rounds).toHaveLength(2);
    await projector?.stop();
    projector = undefined;
    await rebuildReadModels({ store, pool, projections: [createHandicapProjection()] });
    expect(await snapshotReadModels(pool)).toEqual(live);
    await rebuildReadModels({ store, pool, projections: [createHandicapProjection()], batchSize: 3 });
    expect(await snapshotReadModels(pool)).toEqual(live);
  });
});
