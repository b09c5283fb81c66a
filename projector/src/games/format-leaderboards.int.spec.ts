import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { streamNames } from '@golf/events';
import { storedLeaderboard } from '../testing/stored-leaderboard.ts';
import { projections } from '../projections.ts';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
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
const board = async (game: FixtureGame, round = 0) => (await storedLeaderboard(pool, game.gameId, round))!;
const quartet = (teams = false) => [
  { name: 'Ann', ch: 0, ...(teams ? { team: 1 as const } : {}) },
  { name: 'Bob', ch: 0, ...(teams ? { team: 1 as const } : {}) },
  { name: 'Cat', ch: 0, ...(teams ? { team: 2 as const } : {}) },
  { name: 'Dan', ch: 0, ...(teams ? { team: 2 as const } : {}) },
];

describe('stroke play, Nassau and payouts', () => {
  it('ranks by strokes with shared positions, to par over the holes played, bets and prizes split on ties', async () => {
    const game = gameSetup({
      course,
      gameType: 'stroke_play',
      scoringType: 'gross',
      pointsSystem: null,
      isNassau: true,
      payouts: [
        { position: 1, betType: 'overall', amountCents: 6000 },
        { position: 2, betType: 'overall', amountCents: 3000 },
        { position: 3, betType: 'overall', amountCents: 1000 },
        { position: 1, betType: 'front_9', amountCents: 2000 },
      ],
      players: quartet(),
    });
    await play(game, [
      ...game.events,
      ...scoresOf(game, [
        [3, 4],
        [4, 4],
        [5, 3],
        [4, 5],
      ]),
    ]);
    const overall = await board(game);
    expect(overall.entries.map((e) => [e.player.name, e.position, e.tied, e.totalStrokes, e.parForHolesPlayed, e.toPar])).toEqual([
      ['Ann', 1, false, 7, 8, '-1'],
      ['Bob', 2, true, 8, 8, 'E'],
      ['Cat', 2, true, 8, 8, 'E'],
      ['Dan', 4, false, 9, 8, '+1'],
    ]);
    const [ann, bob, cat] = game.playerIds;
    // Bob and Cat share 2nd and 3rd: ($30 + $10) / 2 each.
    expect(overall.payouts.map((p) => [p.betType, p.position, p.amountCents, p.playerIds, p.shareCents])).toEqual([
      ['overall', 1, 6000, [ann], 6000],
      ['overall', 2, 3000, [bob, cat], 2000],
      ['overall', 3, 1000, [bob, cat], 2000],
      ['front_9', 1, 2000, [ann], 2000],
    ]);
    expect(overall.prizePoolCents).toBe(12000);
    expect(overall.nassau.map((b) => [b.betType, b.holes, b.complete, b.winners.length, b.tied])).toEqual([
      ['front_9', { from: 1, to: 9 }, false, 1, false],
      // Nobody has started the back nine: it has no leader yet (docs/golf-rules.md section 7).
      ['back_9', { from: 10, to: 18 }, false, 0, false],
      ['overall_18', { from: 1, to: 18 }, false, 1, false],
    ]);
  });
});

describe('match play', () => {
  it('singles: strokes off the low handicap, W-T-L, Dormie, then decided 4&3', async () => {
    // Bob (CH 5) receives 5 − 3 = 2 strokes, on SI 1 and 2. Hole 1 halved (4 v net 4), hole 2 Bob (net 3),
    // holes 3–7 Ann (3 v 4), then halves: 4 up with 4 to play after hole 14, 4&3 after hole 15.
    const game = gameSetup({
      course,
      gameType: 'match_play',
      pointsSystem: { win: 1, tie: 0, loss: 0 },
      players: [
        { name: 'Ann', ch: 3 },
        { name: 'Bob', ch: 5 },
      ],
    });
    const ann = [4, 4, ...times(3, 5), ...times(4, 8)];
    const bob = [5, 4, ...times(4, 5), ...times(4, 8)];
    await play(game, [...game.events, ...scoresOf(game, [ann.slice(0, 14), bob.slice(0, 14)])]);
    const record14 = (await board(game)).entries.map((e) => [e.player.name, e.match?.status]);
    expect(record14).toEqual([
      ['Ann', 'Dormie'],
      ['Bob', '4 DN'],
    ]);
    await play(game, scoresOf(game, [[ann[14]!], [bob[14]!]], { fromHole: 15 }));
    const decided = await board(game);
    expect(decided.entries.map((e) => [e.player.name, e.position, e.totalPoints, e.match])).toEqual([
      ['Ann', 1, 5, { status: '4&3', wins: 5, ties: 9, losses: 1, holesUp: 4, outcome: 'won' }],
      ['Bob', 2, 1, { status: '4 DN', wins: 1, ties: 9, losses: 5, holesUp: -4, outcome: 'lost' }],
    ]);
    expect(decided.teams).toEqual([]);
  });

  it('four-ball: each side’s better ball, sides as teams', async () => {
    const game = gameSetup({ course, gameType: 'match_play', pointsSystem: { win: 1, tie: 0, loss: 0 }, players: quartet(true) });
    // Hole 1: 3 v 4 team 1; hole 2: 4 v 4 halved; hole 3: 5 v 4 team 2; hole 4: 4 v 5 team 1.
    await play(game, [
      ...game.events,
      ...scoresOf(game, [
        [3, 4, 5, 4],
        [5, 4, 5, 4],
        [4, 4, 4, 5],
        [4, 5, 6, 5],
      ]),
    ]);
    const result = await board(game);
    expect(result.entries.map((e) => [e.player.name, e.position, e.match?.status, e.match?.wins, e.match?.ties, e.match?.losses])).toEqual([
      ['Ann', 1, '1 UP', 2, 1, 1],
      ['Bob', 1, '1 UP', 2, 1, 1],
      ['Cat', 2, '1 DN', 1, 1, 2],
      ['Dan', 2, '1 DN', 1, 1, 2],
    ]);
    expect(result.teams.map((t) => [t.name, t.position, t.totalPoints, t.holesPlayed, t.playerIds.length])).toEqual([
      ['Team 1', 1, 2, 4, 2],
      ['Team 2', 2, 1, 4, 2],
    ]);
  });
});

describe('best ball', () => {
  it('a team scores its best net and its best points on each hole', async () => {
    const game = gameSetup({
      course,
      gameType: 'best_ball',
      players: [
        { name: 'Ann', ch: 0, team: 1 },
        { name: 'Bob', ch: 2, team: 1 },
        { name: 'Cat', ch: 0, team: 2 },
        { name: 'Dan', ch: 0, team: 2 },
      ],
    });
    // Hole 1: team 1 best net 4 (Bob 5 − 1), 2 points; team 2 best 3 (Dan), 4 points.
    // Hole 2: team 1 best net 4, 2 points; team 2 best 5 (Dan), 1 point. Team 2 leads on points, 5 to 4.
    await play(game, [
      ...game.events,
      ...scoresOf(game, [
        [5, 4],
        [5, 5],
        [4, 6],
        [3, 5],
      ]),
    ]);
    const result = await board(game);
    expect(result.teams.map((t) => [t.name, t.position, t.totalPoints, t.totalStrokes])).toEqual([
      ['Team 2', 1, 5, 8],
      ['Team 1', 2, 4, 8],
    ]);
    expect(result.entries.map((e) => [e.player.name, e.position, e.totalPoints])).toEqual([
      ['Cat', 1, 2],
      ['Dan', 1, 5],
      ['Ann', 2, 3],
      ['Bob', 2, 4],
    ]);
  });
});

describe('skins', () => {
  it('the worked example of docs/golf-rules.md, then a carry taken on hole 17 and one left unclaimed after 18', async () => {
    const game = gameSetup({
      course,
      gameType: 'skins',
      pointsSystem: { skins: 1 },
      players: [
        { name: 'A', ch: 0 },
        { name: 'B', ch: 0 },
        { name: 'C', ch: 0 },
      ],
    });
    const first5 = [
      [4, 3, 5, 5, 4],
      [4, 4, 5, 5, 3],
      [5, 4, 5, 5, 4],
    ];
    await play(game, [
      ...game.events,
      ...scoresOf(
        game,
        first5.map((row) => row.slice(0, 4)),
      ),
    ]);
    expect((await board(game)).skins).toEqual({ carriedOver: 2, unclaimed: 0, valueCents: 1000 });
    await play(
      game,
      scoresOf(
        game,
        first5.map((row) => [row[4]!]),
        { fromHole: 5 },
      ),
    );
    const after5 = await board(game);
    expect(after5.entries.map((e) => [e.player.name, e.position, e.skins])).toEqual([
      ['B', 1, { won: 3, valueCents: 3000 }],
      ['A', 2, { won: 2, valueCents: 2000 }],
      ['C', 3, { won: 0, valueCents: 0 }],
    ]);
    expect(after5.skins).toEqual({ carriedOver: 0, unclaimed: 0, valueCents: 1000 });
    // Holes 6–16 tied (11 carried), A wins 17 (12 skins), 18 tied: 1 unclaimed.
    const rest = [
      [...times(4, 11), 3, 4],
      [...times(4, 11), 4, 4],
      [...times(4, 11), 4, 4],
    ];
    await play(game, scoresOf(game, rest, { fromHole: 6 }));
    const final = await board(game);
    expect(final.entries.map((e) => [e.player.name, e.position, e.totalPoints, e.skins])).toEqual([
      ['A', 1, 14, { won: 14, valueCents: 14000 }],
      ['B', 2, 3, { won: 3, valueCents: 3000 }],
      ['C', 3, 0, { won: 0, valueCents: 0 }],
    ]);
    expect(final.skins).toEqual({ carriedOver: 0, unclaimed: 1, valueCents: 1000 });
  });
});

describe('format leaderboards: replay', () => {
  it('rebuilds every row identically', async () => {
    const before = await snapshotReadModels(pool);
    await rebuildReadModels({ store, pool, projections, batchSize: 3 });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });
});
