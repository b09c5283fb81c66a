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

describe('PATCH /api/games/{id}/update-course-handicaps', () => {
  it('sets course handicaps by hand and marks them manually adjusted', async () => {
    const { token } = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, token);
    await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, { token, body: { roundNumber: 1, teeSetId: course.white } });
    const response = await api.call('PATCH', `/api/games/${gameId}/update-course-handicaps`, {
      token,
      body: { roundNumber: 1, handicapUpdates: [{ playerId: playerIds[1], courseHandicap: '0' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .playerRounds.map((pr: { courseHandicap: number; handicapManuallyAdjusted: boolean }) => [
          pr.courseHandicap,
          pr.handicapManuallyAdjusted,
        ]),
    ).toEqual([
      [11, false],
      [0, true],
    ]);
    const read = (await readAfter(api, `/api/games/${gameId}/player-rounds`, token, response.json().position)).json();
    expect(read).toEqual(response.json().playerRounds);
  });

  it('answers 400 outside 0 … 54, 404 for an unknown player or a stranger, writing nothing', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { gameId, playerIds } = await gameOnCourse(api, admin.token);
    const url = `/api/games/${gameId}/update-course-handicaps`;
    await expectNothingWritten(api, async () => {
      const high = await api.call('PATCH', url, {
        token: admin.token,
        body: { roundNumber: 1, handicapUpdates: [{ playerId: playerIds[0], courseHandicap: 55 }] },
      });
      expect(high.statusCode).toBe(400);
      expect(high.json().errors).toContainEqual({
        path: 'handicapUpdates.0.courseHandicap',
        message: 'Course handicap must be between 0 and 54',
      });
      const unknown = await api.call('PATCH', url, {
        token: admin.token,
        body: { roundNumber: 1, handicapUpdates: [{ playerId: gameId, courseHandicap: 5 }] },
      });
      expect(unknown.statusCode).toBe(404);
      const body = { roundNumber: 1, handicapUpdates: [{ playerId: playerIds[0], courseHandicap: 5 }] };
      expect((await api.call('PATCH', url, { token: stranger.token, body })).statusCode).toBe(404);
      expect((await api.call('PATCH', url, { body })).statusCode).toBe(401);
    });
  });
});
