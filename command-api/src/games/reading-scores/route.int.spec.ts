import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { readAfter } from '../testing/game-test-calls.ts';
import { playRound, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/games/{id}/scores/{round}[/{hole}] and /hole-scores/{round}', () => {
  it('reads a round’s scores and one hole’s, players in the order they joined', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 36 },
      ],
    });
    // Bob (two strokes a hole) takes 6 on hole 1 (par 4): net 4, par, 2 points.
    const position = await playRound(api, token, game, [
      [4, 5],
      [6, 6],
    ]);
    const hole = await readAfter(api, `/api/games/${game.gameId}/scores/1/1`, token, position);
    expect(hole.statusCode).toBe(200);
    expect(
      hole.json().map((s: Record<string, unknown>) => [s.playerId, s.holeNumber, s.strokes, s.netScore, s.points, s.strokesReceived]),
    ).toEqual([
      [game.playerIds[0], 1, 4, 4, 2, 0],
      [game.playerIds[1], 1, 6, 4, 2, 2],
    ]);
    const round = (await readAfter(api, `/api/games/${game.gameId}/scores/1`, token, position)).json();
    expect(round.map((s: { holeNumber: number }) => s.holeNumber)).toEqual([1, 1, 2, 2]);
    expect((await readAfter(api, `/api/games/${game.gameId}/hole-scores/1`, token, position)).json()).toEqual(round);
  });

  it('answers 404 to a stranger, for a round or hole that does not exist; 401 without a user', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const game = await startedGame(api, admin.token, {
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 0 },
      ],
    });
    // Each read waits for the projector to hold the game (X-Min-Position): a 404 is then the round's
    // or the hole's, never that of a game not projected yet.
    const read = (url: string, token?: string) => readAfter(api, `/api/games/${game.gameId}${url}`, token, game.position);
    expect((await read('/scores/1', stranger.token)).statusCode).toBe(404);
    expect((await read('/scores/2', admin.token)).statusCode).toBe(404);
    expect((await read('/scores/1/19', admin.token)).statusCode).toBe(404);
    expect((await read('/hole-scores/x', admin.token)).statusCode).toBe(404);
    expect((await read('/scores/1')).statusCode).toBe(401);
    expect((await read('/scores/1/1', admin.token)).json()).toEqual([]);
  });
});
