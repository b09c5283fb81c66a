import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../../courses/testing/course-test-calls.ts';
import { addPlayers, newCourse, newGame, readAfter } from '../../games/testing/game-test-calls.ts';

let api: TestApi;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/admin/users and PATCH /api/admin/users/{id}', () => {
  it('lists users with the games and courses they made, finds them by search, and edits only what changed', async () => {
    const golfer = await api.register({ firstName: 'Sandy', lastName: 'Bunker' });
    await newCourse(api, golfer.token);
    const game = await newGame(api, golfer.token);
    const list = await readAfter(api, '/api/admin/users', admin.token, game.position);
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json() as AdminUserView[]).find((user) => user.id === golfer.user.id);
    expect(row).toMatchObject({ firstName: 'Sandy', gameCount: 1, courseCount: 1 });

    const found = await api.call('GET', '/api/admin/users?search=sandy%20bun', { token: admin.token });
    expect((found.json() as AdminUserView[]).map((user) => user.id)).toEqual([golfer.user.id]);

    const edited = await api.call('PATCH', `/api/admin/users/${golfer.user.id}`, {
      token: admin.token,
      body: { handicap: 7.2, lastName: 'Trap' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().user).toMatchObject({ handicap: 7.2, lastName: 'Trap', firstName: 'Sandy' });
    const stream = await api.store.readStream(`user-${golfer.user.id}`);
    expect(stream.at(-1)).toMatchObject({
      type: 'UserProfileUpdated',
      data: { changes: { handicap: 7.2, lastName: 'Trap' } },
      metadata: { userId: admin.user.id },
    });
  });

  it('counts the games a user plays in (added with their account, joined with the player code) besides those they created', async () => {
    const organiser = await api.register();
    const [played, joined, watched] = [await api.register(), await api.register(), await api.register()];
    const first = await newGame(api, organiser.token);
    await addPlayers(api, organiser.token, first.id, [{ name: 'Pat', handicap: 9, userId: played.user.id }]);
    const second = await newGame(api, organiser.token);
    const { ids } = await addPlayers(api, organiser.token, second.id, [{ name: 'Jo', handicap: 12 }]);
    await addPlayers(api, organiser.token, second.id, [{ name: 'Pat', handicap: 9, userId: played.user.id }]);
    const join = await api.call('POST', `/api/games/${second.id}/join`, {
      token: joined.token,
      body: { code: second.game.playerCode, playerId: ids[0] },
    });
    expect(join.statusCode, join.body).toBe(200);
    const watch = await api.call('POST', `/api/games/${second.id}/join`, { token: watched.token, body: { code: second.game.viewCode } });
    expect(watch.statusCode, watch.body).toBe(200);
    const list = (await readAfter(api, '/api/admin/users', admin.token, watch.json().position)).json() as AdminUserView[];
    const countOf = (id: string) => list.find((user) => user.id === id)?.gameCount;
    expect([organiser, played, joined, watched].map((who) => countOf(who.user.id))).toEqual([2, 2, 1, 0]);
  });

  it('refuses a handicap outside 0 … 54 in the edit', async () => {
    const golfer = await api.register();
    const response = await api.call('PATCH', `/api/admin/users/${golfer.user.id}`, { token: admin.token, body: { handicap: -1 } });
    expect(response.statusCode).toBe(400);
  });
});
