import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import { streamNames, type EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, listHoleScores, migrateReadDb } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import type { Projection } from '../projection.ts';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { runProjector, type RunningProjector } from '../run-projector.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { createGamesProjection } from './games-projection.ts';
import { gameSetup, record, recordCourse, scoresOf, times, type FixtureGame } from './testing/scoring-test-game.ts';

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

const hole = (game: FixtureGame, holeNumber: number, strokes: number[]) =>
  scoresOf(
    game,
    strokes.map((s) => [s]),
    { fromHole: holeNumber },
  );

describe('games projection without the documents in memory', () => {
  it('folds a game from its stream when it holds none, and takes no kept document another projector has moved past', async () => {
    const first = createGamesProjection();
    await handOverTo(first);
    const course = await recordCourse(store, pool);
    const game = gameSetup({
      course,
      gameType: 'dogfight',
      players: [
        { name: 'Ann', ch: 4 },
        { name: 'Bob', ch: 10 },
      ],
    });
    const play = (events: Parameters<typeof record>[3]) => record(store, pool, streamNames.game(game.gameId), events);
    await play([...game.events, ...scoresOf(game, [times(4, 6), times(5, 6)])]);

    // A second projector (a restart, or another process) holds no document: it folds the stream.
    await handOverTo(createGamesProjection());
    await play(hole(game, 7, [3, 6]));
    // The first takes over again: its kept document is older than the stored position, so it folds too.
    await handOverTo(first);
    await play(hole(game, 8, [4, 4]));

    expect((await listHoleScores(pool, game.gameId, 1, 7)).map((s) => s.strokes)).toEqual([3, 6]);
    expect((await listHoleScores(pool, game.gameId, 1, 8)).map((s) => s.strokes)).toEqual([4, 4]);
    const live = await snapshotReadModels(pool);
    await projector?.stop();
    projector = undefined;
    await rebuildReadModels({ store, pool, projections: [createGamesProjection()] });
    expect(await snapshotReadModels(pool)).toEqual(live);
  });
});
