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

describe('POST /api/games/{id}/players', () => {
  it('adds typed-in and registered players; a name already there is skipped; totals are ignored', async () => {
    const { token } = await api.register();
    const golfer = await api.register();
    const { id } = await newGame(api, token);
    const typed = await api.call('POST', `/api/games/${id}/players`, {
      token,
      body: { gameId: id, name: ' Ann ', handicap: '-2.5', ghinId: '', userId: null, teamNumber: null, totalPoints: 99, totalStrokes: 70 },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({
      added: true,
      player: { name: 'Ann', handicap: -2.5, ghinId: null, userId: null, totalPoints: 0, totalStrokes: 0 },
    });
    const registered = await api.call('POST', `/api/games/${id}/players`, {
      token,
      body: { name: 'Golfer', handicap: 8, userId: golfer.user.id },
    });
    expect(registered.statusCode).toBe(201);

    await expectNothingWritten(api, async () => {
      const again = await api.call('POST', `/api/games/${id}/players`, { token, body: { name: 'ANN', handicap: 20 } });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ added: false, player: { id: typed.json().player.id, handicap: -2.5 } });
    });
    const game = (await readAfter(api, `/api/games/${id}`, token, registered.json().position)).json();
    expect(game.players.map((p: { name: string; userId: string | null }) => [p.name, p.userId])).toEqual([
      ['Ann', null],
      ['Golfer', golfer.user.id],
    ]);
  });

  it('answers 400 naming the field, 422 for an unknown user or too many players, writing nothing', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token, { gameType: 'match_play', targetPlayerCount: 2 });
    for (const name of ['A', 'B', 'C', 'D']) await api.call('POST', `/api/games/${id}/players`, { token, body: { name, handicap: 1 } });
    await expectNothingWritten(api, async () => {
      for (const [body, path, message] of [
        [{ name: '', handicap: 1 }, 'name', 'Player name is required'],
        [{ name: 'X', handicap: 55 }, 'handicap', 'Handicap must be between -10 and 54'],
        [{ name: 'X', handicap: 'abc' }, 'handicap', 'Handicap must be between -10 and 54'],
        [{ name: 'X', teamNumber: 3 }, 'teamNumber', 'Team must be 1, 2 or empty'],
      ] as const) {
        const response = await api.call('POST', `/api/games/${id}/players`, { token, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors).toContainEqual({ path, message });
      }
      const wrongGame = await api.call('POST', `/api/games/${id}/players`, {
        token,
        body: { name: 'X', gameId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(wrongGame.statusCode).toBe(400);
      const nobody = await api.call('POST', `/api/games/${id}/players`, {
        token,
        body: { name: 'X', userId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(nobody.statusCode).toBe(422);
      const fifth = await api.call('POST', `/api/games/${id}/players`, { token, body: { name: 'E', handicap: 1 } });
      expect(fifth.statusCode).toBe(422);
      expect(fifth.json()).toEqual({ message: 'Match Play allows at most 4 players' });
    });
  });

  it('refuses a stranger (404) and no user (401)', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    await expectNothingWritten(api, async () => {
      expect((await api.call('POST', `/api/games/${id}/players`, { token: stranger.token, body: { name: 'X' } })).statusCode).toBe(404);
      expect((await api.call('POST', `/api/games/${id}/players`, { body: { name: 'X' } })).statusCode).toBe(401);
    });
  });
});
