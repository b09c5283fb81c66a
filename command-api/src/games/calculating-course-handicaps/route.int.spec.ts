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

describe('POST /api/games/{id}/calculate-course-handicaps', () => {
  it('works out every course handicap from one tee, and from each player’s own tee with all', async () => {
    const { token } = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, token);
    const white = await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, {
      token,
      body: { roundNumber: 1, teeSetId: course.white },
    });
    expect(white.statusCode, white.body).toBe(200);
    expect(white.json().courseHandicaps).toEqual([
      { playerId: playerIds[0], courseHandicap: 11 },
      { playerId: playerIds[1], courseHandicap: 19 },
    ]);
    await api.call('POST', `/api/games/${gameId}/player-rounds`, {
      token,
      body: { playerId: playerIds[1], roundNumber: 1, teeSetId: course.blue },
    });
    const all = await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, {
      token,
      body: { roundNumber: 1, teeSetId: 'all' },
    });
    expect(all.json().courseHandicaps).toEqual([
      { playerId: playerIds[0], courseHandicap: 11 },
      { playerId: playerIds[1], courseHandicap: 24 },
    ]);
    const read = (await readAfter(api, `/api/games/${gameId}/player-rounds?roundNumber=1`, token, all.json().position)).json();
    expect(read.map((pr: { teeSetId: string; courseHandicap: number }) => [pr.teeSetId, pr.courseHandicap])).toEqual([
      [course.white, 11],
      [course.blue, 24],
    ]);
  });

  it('uses 80 % of the index with the option, and sets quotas for quota scoring', async () => {
    const { token } = await api.register();
    const { gameId, course } = await gameOnCourse(api, token, { scoringType: 'quota', useEightyPercentHandicap: true });
    const response = await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, {
      token,
      body: { roundNumber: 1, teeSetId: course.white },
    });
    expect(response.json().courseHandicaps.map((c: { courseHandicap: number }) => c.courseHandicap)).toEqual([8, 15]);
    const read = (await readAfter(api, `/api/games/${gameId}/player-rounds`, token, response.json().position)).json();
    expect(read.map((pr: { initialQuota: number; currentQuota: number }) => [pr.initialQuota, pr.currentQuota])).toEqual([
      [28, 28],
      [21, 21],
    ]);
  });

  it("answers 422 naming players without a tee for 'all', 400 for a bad tee id, 404 for a stranger, writing nothing", async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { gameId, course } = await gameOnCourse(api, admin.token);
    await expectNothingWritten(api, async () => {
      const missing = await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, {
        token: admin.token,
        body: { roundNumber: 1, teeSetId: 'all' },
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({ message: 'Missing Tee Selections: Ann, Bob' });
      const bad = await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, {
        token: admin.token,
        body: { roundNumber: 1, teeSetId: 'white' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ path: 'teeSetId', message: "teeSetId must be a tee set id or 'all'" });
      const body = { roundNumber: 1, teeSetId: course.white };
      expect((await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, { token: stranger.token, body })).statusCode).toBe(
        404,
      );
      expect((await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, { body })).statusCode).toBe(401);
    });
  });
});
