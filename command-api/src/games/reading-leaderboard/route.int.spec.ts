import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaderboardView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { enterScore, leaderboardAfter, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const players = [
  { name: 'Ann', courseHandicap: 0 },
  { name: 'Bob', courseHandicap: 18 },
];

describe('GET /api/games/{id}/leaderboard and /leaderboard/round/{n}', () => {
  it('before any score: every player level with nothing played, rounds with their progress', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players, rounds: 2 });
    const board = await leaderboardAfter(api, token, game.gameId, game.position);
    expect(board).toMatchObject({
      gameId: game.gameId,
      gameName: 'Test Game',
      gameType: 'dogfight',
      scoringType: 'net',
      round: null,
      courseName: game.course.name,
      rounds: [
        { roundNumber: 1, state: 'in_progress' },
        { roundNumber: 2, state: 'not_started' },
      ],
      currentRound: 1,
      currentHole: 1,
      status: 'in_progress',
      teams: [],
      skins: null,
      nassau: [],
      payouts: [],
      prizePoolCents: 0,
      summary: { eagles: 0, birdies: 0, pars: 0, bogeys: 0, doubles: 0, birdiesPlus: 0 },
    });
    // Sent as stored, not through the response schema: it must be exactly the contract's shape (zod drops unknown keys).
    expect(LeaderboardView.parse(board)).toEqual(board);
    expect(board.entries.map((e) => [e.player.name, e.position, e.tied, e.holesPlayed, e.toPar, e.scorecards.length])).toEqual([
      ['Ann', 1, true, 0, 'E', 1],
      ['Bob', 1, true, 0, 'E', 1],
    ]);
  });

  it('reads its own score with X-Min-Position, per round and overall', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players, rounds: 2 });
    // Hole 1 (par 4): Ann 3 is a birdie (4 points); Bob 4 nets 3 with his stroke, a birdie too:
    // level on points and on net strokes, so they share first place.
    await enterScore(api, token, game.gameId, { playerId: game.playerIds[0]!, holeNumber: 1, strokes: 3 });
    const last = await enterScore(api, token, game.gameId, { playerId: game.playerIds[1]!, holeNumber: 1, strokes: 4 });
    const round = await leaderboardAfter(api, token, game.gameId, last.position, 1);
    expect(round.round).toBe(1);
    expect(round.entries.map((e) => [e.player.name, e.position, e.tied, e.totalPoints, e.totalStrokes, e.totalNetScore, e.toPar])).toEqual([
      ['Ann', 1, true, 4, 3, 3, '-1'],
      ['Bob', 1, true, 4, 4, 3, '-1'],
    ]);
    expect(round.entries[1]!.player).toEqual({ id: game.playerIds[1], name: 'Bob', handicap: 10, teamNumber: null, userId: null });
    expect(round.entries[1]!.scorecards[0]!.holes[0]).toEqual({
      holeNumber: 1,
      par: 4,
      strokeIndex: 7,
      strokes: 4,
      netScore: 3,
      points: 4,
      strokesReceived: 1,
      result: 'par',
    });
    expect(round.summary).toEqual({ eagles: 0, birdies: 1, pars: 1, bogeys: 0, doubles: 0, birdiesPlus: 1 });
    const overall = await leaderboardAfter(api, token, game.gameId, last.position);
    expect(overall.entries.map((e) => e.totalPoints)).toEqual([4, 4]);
    expect(LeaderboardView.parse(round)).toEqual(round);
    expect(LeaderboardView.parse(overall)).toEqual(overall);
    const round2 = await leaderboardAfter(api, token, game.gameId, last.position, 2);
    expect(round2.entries.map((e) => e.holesPlayed)).toEqual([0, 0]);
  });

  it('never sends a board kept from an earlier read once the stored board changed', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players, rounds: 2 });
    const first = await enterScore(api, token, game.gameId, { playerId: game.playerIds[0]!, holeNumber: 1, strokes: 4 });
    expect((await leaderboardAfter(api, token, game.gameId, first.position)).entries.map((e) => e.totalStrokes)).toEqual([4, 0]);
    expect((await leaderboardAfter(api, token, game.gameId, first.position, 1)).entries.map((e) => e.totalStrokes)).toEqual([4, 0]);
    const second = await enterScore(api, token, game.gameId, { playerId: game.playerIds[0]!, holeNumber: 2, strokes: 5 });
    expect((await leaderboardAfter(api, token, game.gameId, second.position)).entries.map((e) => e.totalStrokes)).toEqual([9, 0]);
    expect((await leaderboardAfter(api, token, game.gameId, second.position, 1)).entries.map((e) => e.totalStrokes)).toEqual([9, 0]);
    // A change outside the board (the game's name) shows at once too: it is read with the page.
    const renamed = await api.call('PATCH', `/api/games/${game.gameId}`, { token, body: { name: 'Renamed' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await leaderboardAfter(api, token, game.gameId, renamed.json().position)).gameName).toBe('Renamed');
  });

  it('answers 404 to a stranger and for a round the game does not have, 401 without a user', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const game = await startedGame(api, admin.token, { players });
    expect((await api.call('GET', `/api/games/${game.gameId}/leaderboard`, { token: stranger.token })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/games/${game.gameId}/leaderboard/round/2`, { token: admin.token })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/games/${game.gameId}/leaderboard/round/0`, { token: admin.token })).statusCode).toBe(404);
    expect((await api.call('GET', '/api/games/not-a-game/leaderboard', { token: admin.token })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/games/${game.gameId}/leaderboard`)).statusCode).toBe(401);
  });
});
