import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameMoneyView, LeaderboardView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { readAfter } from '../testing/game-test-calls.ts';
import { leaderboardAfter, playRound, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const money = async (token: string, gameId: string, position: string): Promise<GameMoneyView> => {
  const response = await readAfter(api, `/api/games/${gameId}/money`, token, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const total = (view: GameMoneyView) => view.players.reduce((sum, p) => sum + p.netCents, 0);

describe('side games stacked on one game, through the API (docs/golf-rules.md section 14)', () => {
  it('stroke play with skins and a Nassau set up in one go: one ledger with a line per game, adding up to zero', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: {
        gameType: 'stroke_play',
        scoringType: 'gross',
        sideGames: { skins: { value: 2 }, nassau: { front_9: 10, back_9: 10, overall_18: 10 } },
      },
      players: ['A', 'B', 'C'].map((name) => ({ name, courseHandicap: 0 })),
    });
    const [a, b] = game.playerIds as [string, string, string];
    // Section 5's skins example on holes 1–5 (A wins 2 skins on hole 2, B 3 on hole 5); A leads the front by one.
    const position = await playRound(api, token, game, [
      [4, 3, 5, 5, 4],
      [4, 4, 5, 5, 3],
      [5, 4, 5, 5, 4],
    ]);
    const board: LeaderboardView = await leaderboardAfter(api, token, game.gameId, position);
    expect(board.sideGames?.settings).toEqual({
      skins: { valueCents: 200 },
      presses: null,
      wolf: null,
      vegas: null,
      junk: null,
      bingoBangoBongo: null,
      snake: null,
    });
    const view = await money(token, game.gameId, position);
    expect(total(view)).toBe(0);
    const lines = (playerId: string) =>
      Object.fromEntries(view.players.find((p) => p.playerId === playerId)!.lines.map((l) => [l.label, l.cents]));
    // Skins $2 each: A won 2 ($4), B 3 ($6): $10 in the pot, $3.34/$3.33/$3.33 in.
    expect(lines(a).Skins).toBe(400 - 334);
    expect(lines(b).Skins).toBe(600 - 333);
    expect(Object.keys(lines(a))).toEqual(['Nassau front 9', 'Nassau back 9', 'Nassau overall', 'Skins']);
  });

  it('Las Vegas with teams sent with the players: section 13 numbers and flips hole by hole, money to the winning team', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'stroke_play', scoringType: 'gross', sideGames: { vegas: { pointValue: 1 } } },
      players: [
        { name: 'A', courseHandicap: 0, teamNumber: 1 },
        { name: 'B', courseHandicap: 0, teamNumber: 1 },
        { name: 'C', courseHandicap: 0, teamNumber: 2 },
        { name: 'D', courseHandicap: 0, teamNumber: 2 },
      ],
      teamsOnPlayers: true,
    });
    const [a, b, c, d] = game.playerIds as [string, string, string, string];
    // Par 4s: 45 v 56; A birdies, 36 v 47 flipped to 74; 106 v 55; both birdie, 24 v 33, no flip.
    const position = await playRound(api, token, game, [
      [4, 3, 10, 2],
      [5, 6, 6, 4],
      [5, 4, 5, 3],
      [6, 7, 5, 3],
    ]);
    const board: LeaderboardView = await leaderboardAfter(api, token, game.gameId, position);
    const vegas = board.sideGames!.vegas!;
    expect(vegas.teams).toEqual([
      [a, b],
      [c, d],
    ]);
    expect(vegas.holes.slice(0, 4).map((h) => [h.numbers, h.flipped, h.winner, h.points])).toEqual([
      [[45, 56], [false, false], 1, 11],
      [[36, 74], [false, true], 1, 38],
      [[106, 55], [false, false], 2, 51],
      [[24, 33], [false, false], 1, 9],
    ]);
    expect(vegas.team1Points).toBe(7);
    const view = await money(token, game.gameId, position);
    expect(Object.fromEntries(view.players.map((p) => [p.playerId, p.netCents]))).toEqual({ [a]: 700, [b]: 700, [c]: -700, [d]: -700 });
  });

  it('Stableford (net) and modified Stableford (gross) rank by points, the modified scale below zero', async () => {
    const { token } = await api.register();
    const players = [
      { name: 'A', courseHandicap: 0 },
      { name: 'B', courseHandicap: 0 },
    ];
    const stableford = await startedGame(api, token, { game: { gameType: 'stableford' }, players });
    const sPosition = await playRound(api, token, stableford, [
      [5, 3],
      [4, 4],
    ]);
    const sBoard: LeaderboardView = await leaderboardAfter(api, token, stableford.gameId, sPosition);
    // A bogey 1 + birdie 3 = 4; B par 2 + par 2 = 4: tied.
    expect(sBoard.entries.map((e) => [e.player.name, e.position, e.totalPoints])).toEqual([
      ['A', 1, 4],
      ['B', 1, 4],
    ]);
    const modified = await startedGame(api, token, { game: { gameType: 'modified_stableford', scoringType: 'gross' }, players });
    const mPosition = await playRound(api, token, modified, [
      [6, 7],
      [4, 3],
    ]);
    const mBoard: LeaderboardView = await leaderboardAfter(api, token, modified.gameId, mPosition);
    expect(mBoard.entries.map((e) => [e.player.name, e.position, e.totalPoints])).toEqual([
      ['B', 1, 2],
      ['A', 2, -6],
    ]);
  });
});
