import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';
import { expectNothingWritten, newGame } from '../game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/games/{id}/recalculate-scores', () => {
  it('before any score exists, answers updatedScores 0 and records nothing', async () => {
    const { token } = await api.register();
    const { id, position } = await newGame(api, token);
    await expectNothingWritten(api, async () => {
      const response = await api.call('POST', `/api/games/${id}/recalculate-scores`, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updatedScores: 0, position });
    });
  });

  it('refuses a stranger (404), an unknown game (404) and no user (401)', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    expect((await api.call('POST', `/api/games/${id}/recalculate-scores`, { token: stranger.token })).statusCode).toBe(404);
    expect((await api.call('POST', '/api/games/00000000-0000-4000-8000-000000000000/recalculate-scores', { token: admin.token })).statusCode).toBe(404);
    expect((await api.call('POST', `/api/games/${id}/recalculate-scores`)).statusCode).toBe(401);
  });
});
