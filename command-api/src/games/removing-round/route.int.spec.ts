import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, newCourse, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('DELETE /api/games/{id}/rounds/{n}', () => {
  it('removes a round; later rounds move up a number in the reads', async () => {
    const { token } = await api.register();
    const a = await newCourse(api, token);
    const b = await newCourse(api, token);
    const { id } = await newGame(api, token, { numberOfRounds: 3 });
    const headers = { 'x-min-position': b.position };
    for (const [roundNumber, courseId] of [
      [1, a.id],
      [2, b.id],
      [3, a.id],
    ] as const) {
      await api.call('POST', `/api/games/${id}/rounds`, { token, headers, body: { roundNumber, courseId } });
    }
    const response = await api.call('DELETE', `/api/games/${id}/rounds/2`, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().game.rounds.map((r: { roundNumber: number; courseId: string }) => [r.roundNumber, r.courseId])).toEqual([
      [1, a.id],
      [2, a.id],
    ]);
    const game = (await readAfter(api, `/api/games/${id}`, token, response.json().position)).json();
    expect(game).toEqual(response.json().game);
    expect(game.numberOfRounds).toBe(2);
  });

  it('refuses the only round (409), a round the game lacks (404), a stranger (404), no user (401)', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    await expectNothingWritten(api, async () => {
      const only = await api.call('DELETE', `/api/games/${id}/rounds/1`, { token: admin.token });
      expect(only.statusCode).toBe(409);
      expect(only.json()).toEqual({ message: 'A game needs at least one round' });
      expect((await api.call('DELETE', `/api/games/${id}/rounds/3`, { token: admin.token })).statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/games/${id}/rounds/0`, { token: admin.token })).statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/games/${id}/rounds/1`, { token: stranger.token })).statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/games/${id}/rounds/1`)).statusCode).toBe(401);
    });
  });
});
