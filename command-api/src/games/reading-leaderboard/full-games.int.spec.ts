import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { leaderboardAfter, playRound, startedGame, strokesToPar } from '../testing/score-test-calls.ts';

/**
 * Whole 18-hole games through the API, one per format, with strokes given as differences from
 * par on the test card. Course handicaps are 0, 18 (a stroke on every hole) or 36 (two), so
 * every expected figure below is worked out by hand from the strokes.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const diffs = (...parts: [number, number][]): number[] => parts.flatMap(([diff, count]) => Array<number>(count).fill(diff));
const row = (entry: LeaderboardView['entries'][number]) => [
  entry.player.name,
  entry.position,
  entry.tied,
  entry.totalPoints,
  entry.totalStrokes,
  entry.totalNetScore,
  entry.toPar,
];
const POINTS = { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 };

async function finish(token: string, gameId: string): Promise<string> {
  const response = await api.call('PATCH', `/api/games/${gameId}`, { token, body: { status: 'completed' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().position;
}

describe('18-hole games through the API', () => {
  it('dogfight (net): an eagle, bogeys and doubles on strokes, ties on points broken by net strokes, prizes shared', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: {
        gameType: 'dogfight',
        payouts: [
          { position: 1, amount: 60 },
          { position: 2, amount: 30 },
          { position: 3, amount: 10 },
        ],
      },
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 18 },
        { name: 'Cat', courseHandicap: 36 },
        { name: 'Dan', courseHandicap: 0 },
      ],
    });
    await playRound(api, token, game, [
      strokesToPar(diffs([-2, 1], [0, 17])), // eagle (8) + 17 pars (34) = 42; gross 70
      strokesToPar(diffs([1, 18])), // bogeys net par: 36; gross 90, net 72
      strokesToPar(diffs([2, 18])), // doubles net par: 36; gross 108, net 72
      strokesToPar(diffs([2, 9], [-1, 9])), // 9 doubles (0) + 9 birdies (36) = 36; gross 81
    ]);
    const board = await leaderboardAfter(api, token, game.gameId, await finish(token, game.gameId));
    expect(board.entries.map(row)).toEqual([
      ['Ann', 1, false, 42, 70, 70, '-2'],
      ['Bob', 2, true, 36, 90, 72, 'E'],
      ['Cat', 2, true, 36, 108, 72, 'E'],
      ['Dan', 4, false, 36, 81, 81, '+9'],
    ]);
    expect(board.summary).toEqual({ eagles: 1, birdies: 9, pars: 17, bogeys: 18, doubles: 27, birdiesPlus: 10 });
    expect([board.status, board.rounds]).toEqual(['completed', [{ roundNumber: 1, state: 'completed' }]]);
    const [ann, bob, cat] = game.playerIds;
    expect(board.payouts.map((p) => [p.position, p.amountCents, p.playerIds, p.shareCents])).toEqual([
      [1, 6000, [ann], 6000],
      [2, 3000, [bob, cat], 2000],
      [3, 1000, [bob, cat], 2000],
    ]);
    expect(board.prizePoolCents).toBe(10000);
    const players = (await api.call('GET', `/api/games/${game.gameId}`, { token })).json().players;
    expect(players.map((p: { totalPoints: number; totalStrokes: number }) => [p.totalPoints, p.totalStrokes])).toEqual([
      [42, 70],
      [36, 90],
      [36, 108],
      [36, 81],
    ]);
  });

  it('stroke play with Nassau: a front nine and a back nine each, the overall bet tied and split', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: {
        gameType: 'stroke_play',
        isNassau: true,
        payouts: [
          { position: 1, amount: 10, betType: 'front_9' },
          { position: 1, amount: 10, betType: 'back_9' },
          { position: 1, amount: 20, betType: 'overall_18' },
        ],
      },
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 0 },
      ],
    });
    await playRound(api, token, game, [strokesToPar(diffs([0, 9], [1, 9])), strokesToPar(diffs([1, 9], [0, 9]))]);
    const board = await leaderboardAfter(api, token, game.gameId, await finish(token, game.gameId));
    expect(board.entries.map((e) => [e.player.name, e.position, e.tied, e.totalStrokes, e.parForHolesPlayed, e.toPar])).toEqual([
      ['Ann', 1, true, 81, 72, '+9'],
      ['Bob', 1, true, 81, 72, '+9'],
    ]);
    const [ann, bob] = game.playerIds;
    expect(board.nassau.map((b) => [b.betType, b.complete, b.winners, b.tied])).toEqual([
      ['front_9', true, [ann], false],
      ['back_9', true, [bob], false],
      ['overall_18', true, [ann, bob], true],
    ]);
    expect(board.payouts.map((p) => [p.betType, p.playerIds, p.shareCents])).toEqual([
      ['front_9', [ann], 1000],
      ['back_9', [bob], 1000],
      ['overall_18', [ann, bob], 1000],
    ]);
    expect(board.prizePoolCents).toBe(4000);
  });

  it('match play: strokes off the low handicap, decided 3&2 on hole 16, later holes not counted', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'match_play' },
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 18 },
      ],
    });
    // Bob receives 18 − 0 strokes: his bogeys are net pars. Ann birdies 1–3 (3 up), pars to 16: 3 up with 2 to play.
    await playRound(api, token, game, [strokesToPar(diffs([-1, 3], [0, 13], [1, 1], [0, 1])), strokesToPar(diffs([1, 18]))]);
    const board = await leaderboardAfter(api, token, game.gameId, await finish(token, game.gameId));
    expect(board.entries.map((e) => [e.player.name, e.position, e.totalPoints, e.match])).toEqual([
      ['Ann', 1, 3, { status: '3&2', wins: 3, ties: 13, losses: 0, holesUp: 3, outcome: 'won' }],
      ['Bob', 2, 0, { status: '3 DN', wins: 0, ties: 13, losses: 3, holesUp: -3, outcome: 'lost' }],
    ]);
  });

  it('best ball: each team’s best net and best points per hole', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'best_ball', pointsSystem: POINTS },
      players: [
        { name: 'Ann', courseHandicap: 0, teamNumber: 1 },
        { name: 'Bob', courseHandicap: 18, teamNumber: 1 },
        { name: 'Cat', courseHandicap: 0, teamNumber: 2 },
        { name: 'Dan', courseHandicap: 0, teamNumber: 2 },
      ],
    });
    // Team 1: net par on every hole (2 points): 36 points, 72. Team 2: Cat birdies 1–2 then pars: 4 + 4 + 16 × 2 = 40, 70.
    await playRound(api, token, game, [
      strokesToPar(diffs([0, 18])),
      strokesToPar(diffs([1, 18])),
      strokesToPar(diffs([-1, 2], [0, 16])),
      strokesToPar(diffs([1, 18])),
    ]);
    const board = await leaderboardAfter(api, token, game.gameId, await finish(token, game.gameId));
    expect(board.teams.map((t) => [t.name, t.position, t.totalPoints, t.totalStrokes, t.holesPlayed])).toEqual([
      ['Team 2', 1, 40, 70, 18],
      ['Team 1', 2, 36, 72, 18],
    ]);
    expect(board.entries.map((e) => [e.player.name, e.position, e.totalPoints])).toEqual([
      ['Cat', 1, 40],
      ['Dan', 1, 18],
      ['Ann', 2, 36],
      ['Bob', 2, 36],
    ]);
  });

  it('skins: carries taken by a birdie and an eagle, the last eight unclaimed', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'skins' },
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 0 },
        { name: 'Cat', courseHandicap: 0 },
      ],
    });
    // Holes 1–2 tied; Ann's birdie on 3 takes 3 skins. 4–9 tied; Bob's eagle on 10 takes 7. 11–18 tied: 8 unclaimed.
    await playRound(api, token, game, [
      strokesToPar(diffs([0, 2], [-1, 1], [0, 15])),
      strokesToPar(diffs([0, 9], [-2, 1], [0, 8])),
      strokesToPar(diffs([0, 18])),
    ]);
    const board = await leaderboardAfter(api, token, game.gameId, await finish(token, game.gameId));
    expect(board.entries.map((e) => [e.player.name, e.position, e.totalPoints, e.totalStrokes, e.skins])).toEqual([
      ['Bob', 1, 7, 70, { won: 7, valueCents: 7000 }],
      ['Ann', 2, 3, 71, { won: 3, valueCents: 3000 }],
      ['Cat', 3, 0, 72, { won: 0, valueCents: 0 }],
    ]);
    expect(board.skins).toEqual({ carriedOver: 0, unclaimed: 8, valueCents: 1000 });
    expect(board.summary).toMatchObject({ eagles: 1, birdies: 1, birdiesPlus: 2 });
  });
});
