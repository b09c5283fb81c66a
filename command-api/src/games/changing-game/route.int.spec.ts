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

describe('PATCH /api/games/{id}', () => {
  it('renames and changes settings; reads agree with the answer', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token);
    const response = await api.call('PATCH', `/api/games/${id}`, {
      token,
      body: { name: 'Renamed', scoringType: 'quota', numberOfRounds: 2, pointsSystem: { birdie: 5 }, useEightyPercentHandicap: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.game).toMatchObject({
      name: 'Renamed',
      scoringType: 'quota',
      numberOfRounds: 2,
      useEightyPercentHandicap: true,
      pointsSystem: { birdie: 5 },
    });
    expect((await readAfter(api, `/api/games/${id}`, token, body.position)).json()).toEqual(body.game);
  });

  it('answers 422 for presses on a stroke play game: the change does not fit the game as it stands (decision 0798)', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token, { gameType: 'stroke_play' });
    await expectNothingWritten(api, async () => {
      const response = await api.call('PATCH', `/api/games/${id}`, {
        token,
        body: { sideGames: { nassau: { front_9: 5, presses: 'manual' } } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Presses are played in a match play Nassau only: set presses to off, or play match play',
      });
    });
  });

  it('starts the game with status in_progress once every player has a tee, and moves play to a hole', async () => {
    const { token } = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, token);
    const missing = await api.call('PATCH', `/api/games/${gameId}`, { token, body: { status: 'in_progress' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'Missing Tee Selections: Ann, Bob' });
    await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, { token, body: { roundNumber: 1, teeSetId: course.white } });
    const started = await api.call('PATCH', `/api/games/${gameId}`, { token, body: { status: 'in_progress' } });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().game).toMatchObject({ status: 'in_progress', rounds: [{ status: 'in_progress' }] });
    const hole = await api.call('PATCH', `/api/games/${gameId}`, { token, body: { currentHole: 4 } });
    const game = (await readAfter(api, `/api/games/${gameId}`, token, hole.json().position)).json();
    expect(game).toMatchObject({ status: 'in_progress', currentRound: 1, currentHole: 4 });
    expect(playerIds).toHaveLength(2);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token);
    await expectNothingWritten(api, async () => {
      for (const [body, path, message] of [
        [{ name: '  ' }, 'name', 'Please enter a game name.'],
        [{ currentHole: 0 }, 'currentHole', 'Current hole must be between 1 and 18'],
        [{ status: 'paused' }, 'status', 'Status must be setup, in_progress or completed'],
      ] as const) {
        const response = await api.call('PATCH', `/api/games/${id}`, { token, body });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({ path, message });
      }
    });
  });

  it('lets only the admin change it: a player 403, a stranger 404, no user 401', async () => {
    const admin = await api.register();
    const golfer = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    await addPlayers(api, admin.token, id, [{ name: 'Golfer', handicap: 1, userId: golfer.user.id }]);
    await expectNothingWritten(api, async () => {
      expect((await api.call('PATCH', `/api/games/${id}`, { token: golfer.token, body: { name: 'Mine' } })).statusCode).toBe(403);
      const strange = await api.call('PATCH', `/api/games/${id}`, { token: stranger.token, body: { name: 'Mine' } });
      expect(strange.statusCode).toBe(404);
      expect(strange.json()).toEqual({ message: 'Game not found' });
      expect((await api.call('PATCH', `/api/games/${id}`, { body: { name: 'Mine' } })).statusCode).toBe(401);
    });
  });
});
