import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, gameOnCourse, newCourse, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/games/{id}/player-rounds', () => {
  it('sets the tee and works out the course handicap from it; a different handicap sent is a manual adjustment', async () => {
    const { token } = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, token);
    const white = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
      token,
      body: { playerId: playerIds[0], roundNumber: 1, teeSetId: course.white, roundPoints: 5, initialQuota: 20 },
    });
    expect(white.statusCode, white.body).toBe(200);
    expect(white.json().playerRound).toMatchObject({
      teeSetId: course.white,
      handicapIndex: 10.4,
      courseHandicap: 11,
      handicapManuallyAdjusted: false,
      roundPoints: 0,
    });

    const manual = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
      token,
      body: { playerId: playerIds[0], roundNumber: 1, teeSetId: course.white, courseHandicap: 9 },
    });
    expect(manual.json().playerRound).toMatchObject({ courseHandicap: 9, handicapManuallyAdjusted: true });
    const read = (await readAfter(api, `/api/games/${gameId}/player-rounds`, token, manual.json().position)).json();
    expect(read).toEqual([manual.json().playerRound]);

    const blue = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
      token,
      body: { playerId: playerIds[1], roundNumber: 1, teeSetId: course.blue },
    });
    expect(blue.json().playerRound).toMatchObject({ courseHandicap: 24 });
  });

  it('answers 400 naming the field, 422 for a tee of another course, 404 for an unknown player, writing nothing', async () => {
    const { token } = await api.register();
    const { gameId, playerIds } = await gameOnCourse(api, token);
    const other = await newCourse(api, token);
    await expectNothingWritten(api, async () => {
      const noTee = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
        token,
        body: { playerId: playerIds[0], roundNumber: 1 },
      });
      expect(noTee.statusCode).toBe(400);
      expect(noTee.json().errors).toContainEqual({ path: 'teeSetId', message: 'Please select a tee set.' });
      const tooHigh = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
        token,
        body: { playerId: playerIds[0], roundNumber: 1, teeSetId: other.white, courseHandicap: 60 },
      });
      expect(tooHigh.statusCode).toBe(400);
      const wrongTee = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
        token,
        body: { playerId: playerIds[0], roundNumber: 1, teeSetId: other.white },
      });
      expect(wrongTee.statusCode).toBe(422);
      expect(wrongTee.json()).toEqual({ message: 'Tee set not found on this round’s course' });
      const noCourse = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
        token,
        body: { playerId: playerIds[0], roundNumber: 2, teeSetId: other.white },
      });
      expect(noCourse.statusCode).toBe(404);
      const nobody = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
        token,
        body: { playerId: other.id, roundNumber: 1, teeSetId: other.white },
      });
      expect(nobody.statusCode).toBe(404);
    });
  });

  it('refuses a stranger (404) and no user (401)', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, admin.token);
    const body = { playerId: playerIds[0], roundNumber: 1, teeSetId: course.white };
    await expectNothingWritten(api, async () => {
      expect((await api.call('POST', `/api/games/${gameId}/player-rounds`, { token: stranger.token, body })).statusCode).toBe(404);
      expect((await api.call('POST', `/api/games/${gameId}/player-rounds`, { body })).statusCode).toBe(401);
    });
  });
});
