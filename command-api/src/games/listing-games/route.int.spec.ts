import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addPlayers, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/games', () => {
  it('lists the games the caller created or plays in, newest first, with what the cards show', async () => {
    const owner = await api.register();
    const golfer = await api.register();
    const stranger = await api.register();
    const mine = await newGame(api, owner.token, { name: 'Mine' });
    const theirs = await newGame(api, golfer.token, { name: 'Theirs' });
    const { ids, position } = await addPlayers(api, golfer.token, theirs.id, [{ name: 'Owner Too', handicap: 5, userId: owner.user.id }]);

    const list = await readAfter(api, '/api/games', owner.token, position);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((g: { name: string }) => g.name)).toEqual(['Theirs', 'Mine']);
    expect(list.json()[0]).toMatchObject({
      id: theirs.id,
      status: 'setup',
      playerCount: 1,
      myPlayerId: ids[0],
      accessLevel: 'player',
      firstRoundCourse: null,
      currentRound: 1,
      currentHole: 1,
      numberOfRounds: 1,
    });
    expect(list.json()[1]).toMatchObject({ id: mine.id, playerCount: 0, myPlayerId: null, accessLevel: 'admin' });

    const none = await readAfter(api, '/api/games', stranger.token, position);
    expect(none.json()).toEqual([]);
  });

  it('narrows by status and limit', async () => {
    const { token } = await api.register();
    await newGame(api, token, { name: 'One' });
    const last = await newGame(api, token, { name: 'Two' });
    const limited = await readAfter(api, '/api/games?status=setup&limit=1', token, last.position);
    expect(limited.json().map((g: { name: string }) => g.name)).toEqual(['Two']);
    const active = await readAfter(api, '/api/games?status=in_progress', token, last.position);
    expect(active.json()).toEqual([]);
  });

  it('answers 400 to a bad filter and 401 without a user', async () => {
    const { token } = await api.register();
    const bad = await api.call('GET', '/api/games?status=paused', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ path: 'status', message: 'Status must be setup, in_progress or completed' });
    expect((await api.call('GET', '/api/games')).statusCode).toBe(401);
  });
});
