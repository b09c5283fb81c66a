import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamNames, type GameEvent } from '@golf/events';
import { gameSetup, record, recordCourse, scoresOf, times, type FixtureGame } from './games/testing/scoring-test-game.ts';
import { projections } from './projections.ts';
import { rebuildReadModels } from './rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from './testing/projected-database.ts';
import { snapshotReadModels } from './testing/read-model-snapshot.ts';

let db: ProjectedDatabase;

beforeAll(async () => {
  db = await startProjectedDatabase(projections);
});
afterAll(() => db?.close());

/** A game of Ann (the user's player) and Bob (typed in). */
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

describe('a rebuild whose lanes share the game folds (decision 0814)', () => {
  it('gives the live projector’s games and handicap rows, whatever the lanes and the batches', async () => {
    const { store, pool } = db;
    const userId = randomUUID();
    const course = await recordCourse(store, pool);
    const [one, two] = [gameOf(course, userId), gameOf(course, userId)] as [FixtureGame, FixtureGame];
    const play = (game: FixtureGame, events: readonly GameEvent[]) => record(store, pool, streamNames.game(game.gameId), events);
    const completed = (game: FixtureGame): GameEvent => ({
      type: 'GameStatusChanged',
      data: { gameId: game.gameId, from: 'in_progress', status: 'completed' },
    });
    // The two games' events interleave in the log, so batches cut each game's stream in several places.
    await play(one, [...one.events, ...scoresOf(one, [times(5, 9), times(4, 9)])]);
    await play(two, [...two.events, ...scoresOf(two, [times(6, 9), times(5, 9)])]);
    await play(two, [
      { type: 'GameCodesRegenerated', data: { gameId: two.gameId, adminCode: 'AQWERT', playerCode: 'PQWERT', viewCode: 'VQWERT' } },
    ]);
    await play(one, scoresOf(one, [times(4, 9), times(5, 9)], { fromHole: 10 }));
    await play(two, scoresOf(two, [times(5, 9), times(4, 9)], { fromHole: 10 }));
    await play(one, [completed(one)]);
    await play(two, [completed(two)]);
    const live = await snapshotReadModels(pool);
    expect(live.handicap_rounds).toHaveLength(2);
    expect(live.game_codes?.filter((row) => row.includes('QWERT'))).toHaveLength(3);
    await db.projector.stop();

    for (const [lanes, batchSize] of [
      [2, 7],
      [1, 11],
    ] as const) {
      await rebuildReadModels({ store, pool, projections, lanes, batchSize });
      expect(await snapshotReadModels(pool), `${lanes} lanes, batches of ${batchSize}`).toEqual(live);
    }
  }, 240_000);
});
