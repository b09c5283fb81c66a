import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../../courses/testing/course-test-calls.ts';

let api: TestApi;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
});
afterAll(async () => {
  await api?.close();
});

const promote = (token: string, userId: string, body: Record<string, unknown>) =>
  api.call('PUT', `/api/admin/users/${userId}/promote`, { token, body });

describe('PUT /api/admin/users/{id}/promote', () => {
  it('grants and withdraws roles, recording who did it', async () => {
    const golfer = await api.register();
    const up = await promote(admin.token, golfer.user.id, { isSuperAdmin: true });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().user).toMatchObject({ isAdmin: false, isSuperAdmin: true });
    // A change of roles ends the user's sessions: signed in again, the new super admin gets through.
    expect((await api.call('GET', '/api/admin/users', { token: golfer.token })).statusCode).toBe(401);
    const signIn = async () =>
      (await api.call('POST', '/api/auth/login', { body: { email: golfer.user.email, password: 'secret123' } })).json().token as string;
    const asSuperAdmin = await signIn();
    expect((await api.call('GET', '/api/admin/users', { token: asSuperAdmin })).statusCode).toBe(200);

    const down = await promote(admin.token, golfer.user.id, { isSuperAdmin: false, isAdmin: true });
    expect(down.json().user).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    expect((await api.call('GET', '/api/admin/users', { token: asSuperAdmin })).statusCode).toBe(401);
    expect((await api.call('GET', '/api/admin/users', { token: await signIn() })).statusCode).toBe(403);
    const stream = await api.store.readStream(`user-${golfer.user.id}`);
    expect(stream.at(-1)).toMatchObject({ type: 'UserRolesChanged', metadata: { userId: admin.user.id } });
  });

  it('never changes one’s own roles, and writes nothing', async () => {
    const before = await api.countEvents();
    const response = await promote(admin.token, admin.user.id, { isSuperAdmin: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(adminMessages.ownRoles);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await promote(admin.token, '7d3f1c2e-0000-4000-8000-000000000000', { isAdmin: true });
    expect(response.statusCode).toBe(404);
  });
});
