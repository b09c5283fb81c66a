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

describe('PATCH /api/players/{id}', () => {
  it('changes name and handicap; totals sent are ignored', async () => {
    const { token } = await api.register();
    const { id } = await newGame(api, token);
    const { ids, position } = await addPlayers(api, token, id, [{ name: 'Ann', handicap: 10 }]);
    const response = await api.call('PATCH', `/api/players/${ids[0]}`, {
      token,
      headers: { 'x-min-position': position },
      body: { name: 'Annie', handicap: 9.5, totalPoints: 40, totalStrokes: 80 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().player).toMatchObject({ id: ids[0], name: 'Annie', handicap: 9.5, totalPoints: 0, totalStrokes: 0 });
    const game = (await readAfter(api, `/api/games/${id}`, token, response.json().position)).json();
    expect(game.players[0]).toEqual(response.json().player);

    await expectNothingWritten(api, async () => {
      const totalsOnly = await api.call('PATCH', `/api/players/${ids[0]}`, { token, body: { totalPoints: 1, totalStrokes: 2 } });
      expect(totalsOnly.statusCode).toBe(200);
      expect(totalsOnly.json().position).toBe(response.json().position);
    });
  });

  it('answers 400, 404 for an unknown player or a stranger, 401 without a user, writing nothing', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    const { ids, position } = await addPlayers(api, admin.token, id, [{ name: 'Ann', handicap: 10 }]);
    const headers = { 'x-min-position': position };
    await expectNothingWritten(api, async () => {
      const bad = await api.call('PATCH', `/api/players/${ids[0]}`, { token: admin.token, headers, body: { handicap: -11 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ path: 'handicap', message: 'Handicap must be between -10 and 54' });
      const unknown = await api.call('PATCH', '/api/players/00000000-0000-4000-8000-000000000000', {
        token: admin.token,
        body: { handicap: 1 },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Player not found' });
      expect(
        (await api.call('PATCH', `/api/players/${ids[0]}`, { token: stranger.token, headers, body: { handicap: 1 } })).statusCode,
      ).toBe(404);
      expect((await api.call('PATCH', `/api/players/${ids[0]}`, { body: { handicap: 1 } })).statusCode).toBe(401);
    });
  });
});
