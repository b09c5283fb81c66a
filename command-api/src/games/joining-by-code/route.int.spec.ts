import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/games/by-code/{code}', () => {
  it('opens the game at the level of the code, upper-casing it, without sign-in', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    const cases = [
      [game.adminCode, 'admin'],
      [game.playerCode!.toLowerCase(), 'player'],
      [game.viewCode, 'viewer'],
    ] as const;
    for (const [code, level] of cases) {
      const response = await readAfter(api, `/api/games/by-code/${code}`, undefined, position);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ accessLevel: level, game: { id, accessLevel: level } });
    }
    const viewer = (await api.call('GET', `/api/games/by-code/${game.viewCode}`)).json();
    expect([viewer.game.adminCode, viewer.game.playerCode, viewer.game.viewCode]).toEqual([null, null, game.viewCode]);
  });

  it('answers 404 to an unknown code, 400 to one longer than 6 characters, and 404 once the game is deleted', async () => {
    const { token } = await api.register();
    const unknown = await api.call('GET', '/api/games/by-code/ZZZZZ2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Invalid access code or game not found' });
    expect((await api.call('GET', '/api/games/by-code/ABCDEFG')).statusCode).toBe(400);

    const { id, game } = await newGame(api, token);
    const deleted = await api.call('DELETE', `/api/games/${id}`, { token });
    const gone = await readAfter(api, `/api/games/by-code/${game.adminCode}`, undefined, deleted.json().position);
    expect(gone.statusCode).toBe(404);
  });
});
