import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addPlayers, expectNothingWritten, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function bestBallOfFour(token: string) {
  const { id } = await newGame(api, token, { gameType: 'best_ball' });
  const { ids } = await addPlayers(
    api,
    token,
    id,
    ['A', 'B', 'C', 'D'].map((name, i) => ({ name, handicap: 10 + i })),
  );
  return { id, ids };
}

describe('PUT /api/games/{id}/teams', () => {
  it('assigns teams as configured and the players carry them', async () => {
    const { token } = await api.register();
    const { id, ids } = await bestBallOfFour(token);
    const assignments = ids.map((playerId, i) => ({ playerId, teamNumber: (i % 2) + 1 }));
    const response = await api.call('PUT', `/api/games/${id}/teams`, { token, body: { assignments } });
    expect(response.statusCode, response.body).toBe(200);
    const game = (await readAfter(api, `/api/games/${id}`, token, response.json().position)).json();
    expect(game.players.map((p: { teamNumber: number }) => p.teamNumber)).toEqual([1, 2, 1, 2]);
  });

  it('takes two teams of two on stroke play playing Las Vegas, and the game says it plays Vegas (decision 0797)', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token, { gameType: 'stroke_play', targetPlayerCount: 4, sideGames: { vegas: { pointValue: 0.5 } } });
    const { ids } = await addPlayers(
      api,
      token,
      id,
      ['A', 'B', 'C', 'D'].map((name, i) => ({ name, handicap: 10 + i })),
    );
    const assignments = ids.map((playerId, i) => ({ playerId, teamNumber: i < 2 ? 1 : 2 }));
    const response = await api.call('PUT', `/api/games/${id}/teams`, { token, body: { assignments } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().game.sideGames).toEqual({ skins: null, presses: null, wolf: null, vegas: { pointValueCents: 50 } });
    const game = (await readAfter(api, `/api/games/${id}`, token, response.json().position)).json();
    expect(game.sideGames.vegas).toEqual({ pointValueCents: 50 });
    expect(game.players.map((p: { teamNumber: number }) => p.teamNumber)).toEqual([1, 1, 2, 2]);
    const plain = await newGame(api, token, { gameType: 'stroke_play', targetPlayerCount: 4 });
    expect((await readAfter(api, `/api/games/${plain.id}`, token, plain.position)).json().sideGames.vegas).toBeNull();
  });

  it('answers 422 for uneven teams, 400 for a bad body, 404 for a stranger, writing nothing', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id, ids } = await bestBallOfFour(admin.token);
    await expectNothingWritten(api, async () => {
      const uneven = await api.call('PUT', `/api/games/${id}/teams`, {
        token: admin.token,
        body: { assignments: ids.map((playerId, i) => ({ playerId, teamNumber: i === 0 ? 1 : 2 })) },
      });
      expect(uneven.statusCode).toBe(422);
      expect(uneven.json()).toEqual({ message: 'Team 1 must have exactly 2 player(s)' });
      const bad = await api.call('PUT', `/api/games/${id}/teams`, { token: admin.token, body: { assignments: [{ playerId: ids[0] }] } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ path: 'assignments.0.teamNumber', message: 'All players must be assigned to a team' });
      const assignments = ids.map((playerId, i) => ({ playerId, teamNumber: (i % 2) + 1 }));
      expect((await api.call('PUT', `/api/games/${id}/teams`, { token: stranger.token, body: { assignments } })).statusCode).toBe(404);
      expect((await api.call('PUT', `/api/games/${id}/teams`, { body: { assignments } })).statusCode).toBe(401);
    });
  });
});
