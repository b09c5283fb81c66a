import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { enterScore, leaderboardAfter, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('Hole awards on the board (decision 0809)', () => {
  it('an award set through PUT …/awards shows on the round board and the overall one; clearing it takes it off', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, {
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 0 },
      ],
    });
    const [ann, bob] = game.playerIds as [string, string];
    await enterScore(api, admin.token, game.gameId, { playerId: ann, holeNumber: 1, strokes: 4 });
    await enterScore(api, admin.token, game.gameId, { playerId: bob, holeNumber: 1, strokes: 5 });
    const set = await api.call('PUT', `/api/games/${game.gameId}/rounds/1/holes/1/awards`, {
      token: admin.token,
      body: { bingo: ann, bongo: bob },
    });
    expect(set.statusCode, set.body).toBe(200);
    const expected = [{ roundNumber: 1, holeNumber: 1, bingo: ann, bango: null, bongo: bob, closestToPin: null }];
    expect((await leaderboardAfter(api, admin.token, game.gameId, set.json().position, 1)).holeAwards).toEqual(expected);
    expect((await leaderboardAfter(api, admin.token, game.gameId, set.json().position)).holeAwards).toEqual(expected);

    const cleared = await api.call('PUT', `/api/games/${game.gameId}/rounds/1/holes/1/awards`, {
      token: admin.token,
      body: { bingo: null, bongo: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await leaderboardAfter(api, admin.token, game.gameId, cleared.json().position, 1)).holeAwards).toBeUndefined();
  });
});
