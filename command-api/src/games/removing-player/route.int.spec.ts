import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addPlayers, expectNothingWritten, gameOnCourse, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('DELETE /api/players/{id}', () => {
  it('removes a player from a game in setup', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token);
    const { ids, position } = await addPlayers(api, token, id, [
      { name: 'Ann', handicap: 1 },
      { name: 'Bob', handicap: 2 },
    ]);
    const response = await api.call('DELETE', `/api/players/${ids[0]}`, { token, headers: { 'x-min-position': position } });
    expect(response.statusCode, response.body).toBe(200);
    const game = (await readAfter(api, `/api/games/${id}`, token, response.json().position)).json();
    expect(game.players.map((p: { name: string }) => p.name)).toEqual(['Bob']);
  });

  it('refuses once the game has started (409), and a stranger (404) or no user (401)', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, admin.token);
    await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, {
      token: admin.token,
      body: { roundNumber: 1, teeSetId: course.blue },
    });
    const started = await api.call('POST', `/api/games/${gameId}/rounds/1/start`, { token: admin.token });
    const headers = { 'x-min-position': started.json().position };
    await expectNothingWritten(api, async () => {
      const refused = await api.call('DELETE', `/api/players/${playerIds[0]}`, { token: admin.token, headers });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'Players can only be removed while the game is in setup' });
      expect((await api.call('DELETE', `/api/players/${playerIds[0]}`, { token: stranger.token, headers })).statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/players/${playerIds[0]}`)).statusCode).toBe(401);
    });
  });
});
