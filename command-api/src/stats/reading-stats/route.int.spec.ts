import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newCourse, readAfter } from '../../games/testing/game-test-calls.ts';
import { cardToPar, finishRound, gameWithGolfer } from '../../handicap/testing/handicap-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Round 1's facts, each on a hole played in par (holes 1, 2 par 4; 5 par 3; 6 par 5). */
const FACTS: { holeNumber: number; strokes: number; facts: Record<string, unknown> }[] = [
  { holeNumber: 1, strokes: 4, facts: { putts: 2, fairway: 'hit' } },
  { holeNumber: 2, strokes: 4, facts: { putts: 1, fairway: 'left' } },
  { holeNumber: 5, strokes: 3, facts: { putts: 1, bunker: true, sandSave: true } },
  { holeNumber: 6, strokes: 5, facts: { putts: 3, fairway: 'right', penalties: 1 } },
];

/** What the facts add up to: GIR on 1 (4 − 2 ≤ 2) and 6 (5 − 3 ≤ 3), missed on 2 and 5 and both saved for par. */
const ROUND_ONE = {
  rounds: 1,
  fairways: { hit: 1, left: 1, right: 1, possible: 3 },
  greensInRegulation: { hit: 2, holes: 4 },
  putts: { total: 7, holes: 4, threePutts: 1, onGreensInRegulation: 5 },
  scrambling: { saved: 2, chances: 2 },
  sandSaves: { saved: 1, chances: 1 },
  penaltyStrokes: 1,
};

describe('GET /api/users/me/stats', () => {
  it('sums the facts of the golfer’s completed rounds only; the rounds read one by one show each its own', async () => {
    const golfer = await api.register();
    const organiser = await api.register();
    const course = await newCourse(api, organiser.token);
    const game = await gameWithGolfer(api, organiser.token, course, golfer.user.id, 2);
    for (const { holeNumber, strokes, facts } of FACTS) {
      const entered = await api.call('POST', `/api/games/${game.gameId}/scores`, {
        token: golfer.token,
        body: { playerId: game.playerIds[0], roundNumber: 1, holeNumber, strokes, ...facts },
      });
      expect(entered.statusCode, entered.body).toBe(200);
    }
    const empty = await api.call('GET', '/api/users/me/stats', { token: golfer.token });
    expect(empty.json()).toMatchObject({ rounds: 0, putts: { holes: 0 } });

    // The rest of the card in par (strokes only: the facts stay), then round 2 starts: round 1 is over.
    const position = await finishRound(api, organiser.token, game, cardToPar(0), { then: 'next round' });
    const stats = await readAfter(api, '/api/users/me/stats?rounds=5', golfer.token, position);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toEqual(ROUND_ONE);
    expect((await api.call('GET', '/api/users/me/stats', { token: golfer.token })).json()).toEqual(ROUND_ONE);

    const rounds = await api.call('GET', '/api/users/me/stats/rounds?rounds=10', { token: golfer.token });
    expect(rounds.json().rounds).toMatchObject([{ gameId: game.gameId, roundNumber: 1, stats: ROUND_ONE }]);

    // Another golfer of no game has none; the organiser (not a player) none either.
    expect((await api.call('GET', '/api/users/me/stats', { token: organiser.token })).json()).toMatchObject({ rounds: 0 });
  });

  it('refuses rounds other than 5, 10 or 20 (400) and a caller signed out (401)', async () => {
    const golfer = await api.register();
    const wrong = await api.call('GET', '/api/users/me/stats?rounds=7', { token: golfer.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('rounds must be 5, 10 or 20');
    expect((await api.call('GET', '/api/users/me/stats')).statusCode).toBe(401);
  });
});
