import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBatchGate, openBatchGate, startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { enterScore, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function scoredGame(token: string) {
  const game = await startedGame(api, token, {
    players: [
      { name: 'Ann', courseHandicap: 0 },
      { name: 'Bob', courseHandicap: 18 },
    ],
  });
  // Hole 6 is a par 5: Bob (one stroke a hole) takes 7, net 6, a bogey: 1 point.
  const entered = await enterScore(api, token, game.gameId, { playerId: game.playerIds[1]!, holeNumber: 6, strokes: 7 });
  // A correction finds the score on the read side, so the score is read back first, as the scoring screen does.
  const read = await readAfter(api, `/api/games/${game.gameId}/hole-scores/1`, token, entered.position);
  expect(read.json().map((s: { id: string }) => s.id)).toEqual([entered.score.id]);
  return { game, score: entered.score, position: entered.position as string };
}

describe('PATCH /api/scores/{id}', () => {
  it('corrects a score sent a moment ago, before the projector has it: it waits for the read side instead of answering 404', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 18 },
      ],
    });
    await api.pool.connect(async (connection) => {
      // Hold the projector between batches (as a rebuild does), so the new score is in the log only.
      await closeBatchGate(connection);
      const correction = (async () => {
        const entered = await enterScore(api, token, game.gameId, { playerId: game.playerIds[0]!, holeNumber: 6, strokes: 7 });
        return api.call('PATCH', `/api/scores/${entered.score.id}`, { token, body: { strokes: 6 } });
      })();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await openBatchGate(connection);
      const answer = await correction;
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ change: 'corrected', score: { strokes: 6 } });
    });
  });

  it('corrects the strokes and derives net and points again; the same strokes change nothing', async () => {
    const { token } = await api.register();
    const { game, score } = await scoredGame(token);
    expect(score).toMatchObject({ strokes: 7, netScore: 6, points: 1, strokesReceived: 1 });
    const response = await api.call('PATCH', `/api/scores/${score.id}`, { token, body: { strokes: 5, netScore: 0, points: 100 } });
    expect(response.statusCode, response.body).toBe(200);
    // 5 on the par 5 nets 4: a birdie, 4 points.
    expect(response.json()).toMatchObject({ change: 'corrected', score: { id: score.id, strokes: 5, netScore: 4, points: 4 } });
    await expectNothingWritten(api, async () => {
      const same = await api.call('PATCH', `/api/scores/${score.id}`, { token, body: { strokes: 5 } });
      expect(same.json()).toMatchObject({ change: 'unchanged', position: response.json().position });
    });
    const read = await readAfter(api, `/api/games/${game.gameId}/hole-scores/1`, token, response.json().position);
    expect(read.json().map((s: { strokes: number }) => s.strokes)).toEqual([5]);
  });

  it('appends once for a retried Idempotency-Key', async () => {
    const { token } = await api.register();
    const { score } = await scoredGame(token);
    const send = () =>
      api.call('PATCH', `/api/scores/${score.id}`, { token, headers: { 'idempotency-key': `fix-${score.id}` }, body: { strokes: 6 } });
    const first = await send();
    const before = await api.countEvents();
    const retry = await send();
    expect([retry.statusCode, retry.json().position]).toEqual([200, first.json().position]);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 400 for bad strokes, 404 for an unknown score or a stranger, 401 without a user, 409 once completed', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { game, score } = await scoredGame(admin.token);
    const url = `/api/scores/${score.id}`;
    await expectNothingWritten(api, async () => {
      const bad = await api.call('PATCH', url, { token: admin.token, body: { strokes: 'x' } });
      expect([bad.statusCode, bad.json().errors]).toEqual([
        400,
        [{ path: 'strokes', message: 'Strokes must be a whole number from 1 to 15' }],
      ]);
      expect((await api.call('PATCH', url, { token: admin.token, body: {} })).statusCode).toBe(400);
      expect((await api.call('PATCH', `/api/scores/${game.gameId}`, { token: admin.token, body: { strokes: 4 } })).statusCode).toBe(404);
      expect((await api.call('PATCH', '/api/scores/not-a-score', { token: admin.token, body: { strokes: 4 } })).statusCode).toBe(404);
      expect((await api.call('PATCH', url, { token: stranger.token, body: { strokes: 4 } })).statusCode).toBe(404);
      expect((await api.call('PATCH', url, { body: { strokes: 4 } })).statusCode).toBe(401);
    });
    const completed = await api.call('PATCH', `/api/games/${game.gameId}`, { token: admin.token, body: { status: 'completed' } });
    expect(completed.statusCode).toBe(200);
    await expectNothingWritten(api, async () => {
      const late = await api.call('PATCH', url, { token: admin.token, body: { strokes: 4 } });
      expect([late.statusCode, late.json().message]).toEqual([409, 'This game is completed: scores can no longer change']);
    });
  });
});
