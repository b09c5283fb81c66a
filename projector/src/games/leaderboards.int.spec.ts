import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '@golf/events';
import { streamNames } from '@golf/events';
import { listHoleScores, listPlayerRounds } from '@golf/read-db';
import { storedLeaderboard } from '../testing/stored-leaderboard.ts';
import { projections } from '../projections.ts';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { gameSetup, record, recordCourse, scoresOf, teeSet, times, type FixtureGame } from './testing/scoring-test-game.ts';

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
const board = async (game: FixtureGame, round = 0) => (await storedLeaderboard(pool, game.gameId, round))!;
const lines = async (game: FixtureGame, round = 0) =>
  (await board(game, round)).entries.map((e) => [
    e.player.name,
    e.position,
    e.tied,
    e.totalPoints,
    e.totalStrokes,
    e.totalNetScore,
    e.toPar,
  ]);

/** Ann CH 2, Bob CH 0, Cat CH 18 over holes 1–3 (par 4, SI 1–3): Ann 4 3 5, Bob 4 4 4, Cat 5 6 5. */
const trio = [
  { name: 'Ann', ch: 2 },
  { name: 'Bob', ch: 0 },
  { name: 'Cat', ch: 18 },
];
const trioStrokes = [
  [4, 3, 5],
  [4, 4, 4],
  [5, 6, 5],
];

describe('scoring projection: dogfight', () => {
  it('net: points by the game’s system on net scores, hole scores, scorecards, totals and the summary', async () => {
    const game = gameSetup({ course, gameType: 'dogfight', players: trio });
    await play(game, [...game.events, ...scoresOf(game, trioStrokes)]);
    // Ann nets 3 2 5: birdie 4 + eagle 8 + bogey 1 = 13. Bob pars: 6. Cat nets 4 5 4: 2 + 1 + 2 = 5.
    expect(await lines(game)).toEqual([
      ['Ann', 1, false, 13, 12, 10, '-2'],
      ['Bob', 2, false, 6, 12, 12, 'E'],
      ['Cat', 3, false, 5, 16, 13, '+1'],
    ]);
    const ann = (await board(game)).entries[0]!;
    expect(ann.scorecards[0]!.holes[1]).toEqual({
      holeNumber: 2,
      par: 4,
      strokeIndex: 2,
      strokes: 3,
      netScore: 2,
      points: 8,
      strokesReceived: 1,
      result: 'birdie',
    });
    expect(ann.scorecards[0]!.holes[3]).toEqual({
      holeNumber: 4,
      par: 4,
      strokeIndex: 4,
      strokes: null,
      netScore: null,
      points: null,
      strokesReceived: 0,
      result: null,
    });
    expect(ann.scorecards[0]!.totals).toEqual({ points: 13, gross: 12, net: 10, birdiesPlus: 1 });
    expect([ann.parForHolesPlayed, ann.holesPlayed, ann.currentQuota, ann.match, ann.skins]).toEqual([12, 3, null, null, null]);
    expect((await board(game)).summary).toEqual({ eagles: 0, birdies: 1, pars: 4, bogeys: 3, doubles: 1, birdiesPlus: 1 });
    expect((await listHoleScores(pool, game.gameId, 1, 2)).map((s) => [s.strokes, s.netScore, s.points, s.strokesReceived])).toEqual([
      [3, 2, 8, 1],
      [4, 4, 2, 0],
      [6, 5, 1, 1],
    ]);
    const players = await pool.any(sql.type(z.object({ name: z.string(), totalPoints: z.number(), totalStrokes: z.number() }))`
      SELECT name, total_points AS "totalPoints", total_strokes AS "totalStrokes" FROM read.game_players WHERE game_id = ${game.gameId} ORDER BY added_position`);
    expect(players.map((p) => [p.name, p.totalPoints, p.totalStrokes])).toEqual([
      ['Ann', 13, 12],
      ['Bob', 6, 12],
      ['Cat', 5, 16],
    ]);
    expect(
      (await listPlayerRounds(pool, game.gameId, 1)).map((pr) => [pr.roundPoints, pr.roundStrokes, pr.currentQuota, pr.quotaDelta]),
    ).toEqual([
      [13, 12, null, 0],
      [6, 12, null, 0],
      [5, 16, null, 0],
    ]);
  });

  it('gross: points on the gross score, to par on gross', async () => {
    const game = gameSetup({ course, gameType: 'dogfight', scoringType: 'gross', players: trio });
    await play(game, [...game.events, ...scoresOf(game, trioStrokes)]);
    // Ann par, birdie, bogey: 2 + 4 + 1 = 7. Bob 6. Cat bogey, double, bogey: 1 + 0 + 1 = 2.
    expect(await lines(game)).toEqual([
      ['Ann', 1, false, 7, 12, 10, 'E'],
      ['Bob', 2, false, 6, 12, 12, 'E'],
      ['Cat', 3, false, 2, 16, 13, '+4'],
    ]);
  });

  it('quota: quota-set points on gross, delta against the quota, adjusted quotas carried into round 2', async () => {
    const game = gameSetup({
      course,
      gameType: 'dogfight',
      scoringType: 'quota',
      rounds: 2,
      players: [
        { name: 'Ann', ch: 10 },
        { name: 'Bob', ch: 20 },
      ],
    });
    // Round 1: Ann pars every hole (2 × 18 = 36 against 36 − 10 = 26: +10); Bob bogeys every hole (18 against 16: +2).
    await play(game, [...game.events, ...scoresOf(game, [times(4, 18), times(5, 18)])]);
    const round1 = await board(game, 1);
    expect(round1.entries.map((e) => [e.player.name, e.position, e.totalPoints, e.currentQuota, e.quotaDelta])).toEqual([
      ['Ann', 1, 36, 26, 10],
      ['Bob', 2, 18, 16, 2],
    ]);
    await play(game, [
      {
        type: 'QuotasAdjusted',
        data: {
          gameId: game.gameId,
          completedRound: 1,
          adjustments: [
            { playerId: game.playerIds[0]!, previousQuota: 26, quotaDelta: 10, nextQuota: 31 },
            { playerId: game.playerIds[1]!, previousQuota: 16, quotaDelta: 2, nextQuota: 17 },
          ],
        },
      },
      { type: 'RoundStarted', data: { gameId: game.gameId, roundNumber: 2 } },
      ...scoresOf(game, [[3]], { roundNumber: 2 }),
    ]);
    expect(
      (await listPlayerRounds(pool, game.gameId, 2)).map((pr) => [pr.initialQuota, pr.currentQuota, pr.roundPoints, pr.quotaDelta]),
    ).toEqual([
      [26, 31, 3, -28],
      [16, 17, 0, 0],
    ]);
    // Overall: Ann 39 points against 26 + 31 = 57 (−18); Bob 18 against 16 + 17 = 33 (−15).
    expect((await board(game)).entries.map((e) => [e.player.name, e.position, e.totalPoints, e.currentQuota, e.quotaDelta])).toEqual([
      ['Bob', 1, 18, 33, -15],
      ['Ann', 2, 39, 57, -18],
    ]);
  });
});

describe('scoring projection: derived values follow handicaps and tees', () => {
  // How many scores a recalculation finds moved is the command's to count (recalculating-scores/decide.unit.spec.ts).
  it('a course handicap changed after scores changes net, points and the leaderboard', async () => {
    const game = gameSetup({
      course,
      gameType: 'dogfight',
      players: [
        { name: 'Ann', ch: 2 },
        { name: 'Bob', ch: 0 },
      ],
    });
    // Ann 4 4 4 nets 3 3 4 with CH 2: birdie, birdie, par = 10 points.
    await play(game, [
      ...game.events,
      ...scoresOf(game, [
        [4, 4, 4],
        [4, 4, 4],
      ]),
    ]);
    expect((await board(game)).entries.map((e) => [e.player.name, e.totalPoints])).toEqual([
      ['Ann', 10],
      ['Bob', 6],
    ]);
    await play(game, [
      { type: 'CourseHandicapAdjusted', data: { gameId: game.gameId, roundNumber: 1, playerId: game.playerIds[0]!, courseHandicap: 0 } },
    ]);
    expect((await board(game)).entries.map((e) => [e.player.name, e.position, e.tied, e.totalPoints])).toEqual([
      ['Ann', 1, true, 6],
      ['Bob', 1, true, 6],
    ]);
    const annHole1 = (await listHoleScores(pool, game.gameId, 1, 1)).map((s) => [s.playerId, s.netScore, s.points]);
    expect(annHole1).toContainEqual([game.playerIds[0], 4, 2]);
  });

  it('a corrected stroke index on the tee moves the strokes received', async () => {
    const own = await recordCourse(store, pool);
    const game = gameSetup({
      course: own,
      gameType: 'dogfight',
      players: [
        { name: 'Ann', ch: 1 },
        { name: 'Bob', ch: 0 },
      ],
    });
    await play(game, [...game.events, ...scoresOf(game, [[5], [5]])]);
    const annHole1 = async () => (await listHoleScores(pool, game.gameId, 1, 1)).map((s) => [s.strokesReceived, s.netScore, s.points])[0];
    expect(await annHole1()).toEqual([1, 4, 2]);
    const swapped = [18, ...Array.from({ length: 16 }, (_, i) => i + 2), 1];
    await record(store, pool, streamNames.course(own.courseId), [
      { type: 'TeeSetUpdated', data: { courseId: own.courseId, teeSet: teeSet(own.teeSetId, swapped) } },
    ]);
    expect(await annHole1()).toEqual([0, 5, 1]);
    expect((await board(game)).entries[0]!.scorecards[0]!.holes[17]).toMatchObject({ strokeIndex: 1, strokesReceived: 1 });
  });

  it('a deleted game leaves no scoring rows', async () => {
    const game = gameSetup({ course, gameType: 'dogfight', players: trio });
    await play(game, [...game.events, ...scoresOf(game, trioStrokes), { type: 'GameDeleted', data: { gameId: game.gameId } }]);
    const left = await pool.oneFirst(sql.type(z.object({ count: z.number() }))`
      SELECT ((SELECT count(*) FROM read.hole_scores WHERE game_id = ${game.gameId})
           + (SELECT count(*) FROM read.leaderboards WHERE game_id = ${game.gameId}))::int AS count`);
    expect(left).toBe(0);
  });
});

describe('scoring projection: replay', () => {
  it('rebuilds every row identically, in batches of 1 and of 1000', async () => {
    const before = await snapshotReadModels(pool);
    expect(before.leaderboards!.length).toBeGreaterThan(0);
    await rebuildReadModels({ store, pool, projections, batchSize: 1 });
    expect(await snapshotReadModels(pool)).toEqual(before);
    await rebuildReadModels({ store, pool, projections, batchSize: 1000 });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });
});
