import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../../courses/course-test-calls.ts';
import { newCourse, newGame, readAfter } from '../../games/game-test-calls.ts';

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

  it('refuses a handicap outside 0 … 54 in the edit', async () => {
    const golfer = await api.register();
    const response = await api.call('PATCH', `/api/admin/users/${golfer.user.id}`, { token: admin.token, body: { handicap: -1 } });
    expect(response.statusCode).toBe(400);
  });
});
