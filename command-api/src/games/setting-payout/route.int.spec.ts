import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST and GET /api/games/{id}/payouts', () => {
  it('sets payouts; the same one again changes nothing; 0 removes one', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token, { gameType: 'stroke_play', isNassau: true, payouts: [{ position: 1, amount: 60 }] });
    const again = await api.call('POST', `/api/games/${id}/payouts`, { token, body: { position: 1, amount: 60 } });
    expect(again.statusCode).toBe(200);
    const nassau = await api.call('POST', `/api/games/${id}/payouts`, { token, body: { position: 1, amount: '12.50', betType: 'back_9' } });
    expect(nassau.json().payouts).toEqual([
      { position: 1, betType: 'overall', amount: 60, amountCents: 6000, description: null },
      { position: 1, betType: 'back_9', amount: 12.5, amountCents: 1250, description: null },
    ]);
    const removed = await api.call('POST', `/api/games/${id}/payouts`, { token, body: { position: 1, amount: 0 } });
    const read = (await readAfter(api, `/api/games/${id}/payouts`, token, removed.json().position)).json();
    expect(read).toEqual([{ position: 1, betType: 'back_9', amount: 12.5, amountCents: 1250, description: null }]);
  });

  it('answers 400 naming the field, 422 for a Nassau bet outside a Nassau game, 404 for a stranger, writing nothing', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    await expectNothingWritten(api, async () => {
      const bad = await api.call('POST', `/api/games/${id}/payouts`, { token: admin.token, body: { position: 0, amount: 5 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ path: 'position', message: 'Payout position must be a whole number from 1 to 20' });
      const nassau = await api.call('POST', `/api/games/${id}/payouts`, {
        token: admin.token,
        body: { position: 1, amount: 5, betType: 'front_9' },
      });
      expect(nassau.statusCode).toBe(422);
      expect(
        (await api.call('POST', `/api/games/${id}/payouts`, { token: stranger.token, body: { position: 1, amount: 5 } })).statusCode,
      ).toBe(404);
      expect((await api.call('GET', `/api/games/${id}/payouts`, { token: stranger.token })).statusCode).toBe(404);
      expect((await api.call('POST', `/api/games/${id}/payouts`, { body: { position: 1, amount: 5 } })).statusCode).toBe(401);
    });
  });
});
