import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { streamNames } from '@golf/events';
import { projections } from '../projections.ts';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { storedLeaderboard } from '../testing/stored-leaderboard.ts';
import { gameSetup, record, recordCourse, scoresOf, times, type FixtureGame } from './testing/scoring-test-game.ts';

let store: EventStore;
let pool: DatabasePool;
let course: { courseId: string; teeSetId: string };
let harness: ProjectedDatabase;
beforeAll(async () => {
  harness = await startProjectedDatabase(projections);
  ({ store, pool } = harness);
  course = await recordCourse(store, pool);
});
afterAll(async () => {
  await harness?.close();
});

const play = (game: FixtureGame, events: Parameters<typeof record>[3]) => record(store, pool, streamNames.game(game.gameId), events);
const board = async (game: FixtureGame) => (await storedLeaderboard(pool, game.gameId, 0))!;
const trio = [
  { name: 'A', ch: 0 },
  { name: 'B', ch: 0 },
  { name: 'C', ch: 0 },
];

describe('a skins game’s value per skin and its Nassau stakes on the stored board', () => {
  it('given $2.50 a skin and stakes of $5, $5 and $10, then skins, bets and payouts are worth those amounts', async () => {
    const game = gameSetup({
      course,
      gameType: 'skins',
      pointsSystem: { skins: 1 },
      isNassau: true,
      skinValueCents: 250,
      nassauStakesCents: { front_9: 500, back_9: 500, overall_18: 1000 },
      players: trio,
    });
    // A wins hole 1, B hole 10 (with 8 carried); every other hole is halved.
    const card = (winsOn: number) => times(4, 18).map((strokes, index) => (index + 1 === winsOn ? 3 : strokes));
    await play(game, [...game.events, ...scoresOf(game, [card(1), card(10), card(0)])]);
    const final = await board(game);
    expect(final.skins?.valueCents).toBe(250);
    expect(final.entries.map((e) => [e.player.name, e.skins])).toEqual([
      ['B', { won: 9, valueCents: 2250 }],
      ['A', { won: 1, valueCents: 250 }],
      ['C', { won: 0, valueCents: 0 }],
    ]);
    const [a, b] = game.playerIds;
    // Tied winners come in the standings' order, not by id: compared as sets.
    expect(final.nassau.map((bet) => [bet.betType, bet.stakeCents, bet.complete, [...bet.winners].sort()])).toEqual([
      ['front_9', 500, true, [a]],
      ['back_9', 500, true, [b]],
      ['overall_18', 1000, true, [a, b].sort()],
    ]);
    expect(final.payouts.map((p) => [p.betType, p.amountCents, p.shareCents, p.description])).toEqual([
      ['front_9', 500, 500, 'Nassau stake'],
      ['back_9', 500, 500, 'Nassau stake'],
      ['overall_18', 1000, 500, 'Nassau stake'],
    ]);
  });

  it('rebuilds the same boards from the log', async () => {
    const before = await snapshotReadModels(pool);
    await rebuildReadModels({ store, pool, projections, batchSize: 3 });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });
});
