import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, gameOnCourse, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/games/{id}/rounds/{n}/confirm and /start', () => {
  it('confirms the round once every player has a tee, then starts it: the game is in progress', async () => {
    const { token } = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, token);
    for (const playerId of playerIds) {
      await api.call('POST', `/api/games/${gameId}/player-rounds`, { token, body: { playerId, roundNumber: 1, teeSetId: course.white } });
    }
    const confirmed = await api.call('POST', `/api/games/${gameId}/rounds/1/confirm`, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().game.rounds[0]).toMatchObject({ confirmed: true, status: 'not_started' });
    const started = await api.call('POST', `/api/games/${gameId}/rounds/1/start`, { token });
    expect(started.statusCode, started.body).toBe(200);
    const game = (await readAfter(api, `/api/games/${gameId}`, token, started.json().position)).json();
    expect(game).toEqual(started.json().game);
    expect(game).toMatchObject({
      status: 'in_progress',
      currentRound: 1,
      currentHole: 1,
      rounds: [{ status: 'in_progress', confirmed: true }],
    });
    const list = (await readAfter(api, '/api/games?status=in_progress', token, started.json().position)).json();
    expect(list.map((g: { id: string }) => g.id)).toEqual([gameId]);
  });

  it("refuses without every player's tee ('Missing Tee Selections: …'), a bad round, a stranger and no user, writing nothing", async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, admin.token);
    await api.call('POST', `/api/games/${gameId}/player-rounds`, {
      token: admin.token,
      body: { playerId: playerIds[0], roundNumber: 1, teeSetId: course.white },
    });
    await expectNothingWritten(api, async () => {
      for (const action of ['confirm', 'start']) {
        const missing = await api.call('POST', `/api/games/${gameId}/rounds/1/${action}`, { token: admin.token });
        expect(missing.statusCode).toBe(422);
        expect(missing.json()).toEqual({ message: 'Missing Tee Selections: Bob' });
        expect((await api.call('POST', `/api/games/${gameId}/rounds/2/${action}`, { token: admin.token })).statusCode).toBe(404);
        expect((await api.call('POST', `/api/games/${gameId}/rounds/1/${action}`, { token: stranger.token })).statusCode).toBe(404);
        expect((await api.call('POST', `/api/games/${gameId}/rounds/1/${action}`)).statusCode).toBe(401);
      }
    });
  });
});
