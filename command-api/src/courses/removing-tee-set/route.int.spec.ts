import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addCourse, addGlobalCourse, addTee, registerSuperAdmin, SUPER_ADMIN_EMAIL, teeBody } from '../testing/course-test-calls.ts';

let api: TestApi;
let admin: { token: string };
let owner: { token: string };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
  owner = await api.register();
});
afterAll(async () => {
  await api?.close();
});

describe('DELETE /api/tees/{id}', () => {
  it('removes the tee set with its holes; the course no longer shows it', async () => {
    const course = await addCourse(api, owner.token);
    const blue = await addTee(api, owner.token, course.id);
    const white = await addTee(api, owner.token, course.id, teeBody({ name: 'White', color: 'white' }));
    const response = await api.call('DELETE', `/api/tees/${blue.id}`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    const read = await api.call('GET', `/api/courses/${course.id}`, {
      token: owner.token,
      headers: { 'x-min-position': response.json().position },
    });
    expect(read.json().teeSets.map((tee: { id: string }) => tee.id)).toEqual([white.id]);
    const stream = await api.store.readStream(`course-${course.id}`);
    expect(stream.at(-1)?.type).toBe('TeeSetRemoved');
    expect((stream.at(-1)?.data as { teeSet: { holes: unknown[] } }).teeSet.holes).toHaveLength(18);
    expect((await api.call('DELETE', `/api/tees/${blue.id}`, { token: owner.token })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown, malformed or someone else’s tee set, writing nothing', async () => {
    const course = await addCourse(api, owner.token);
    const tee = await addTee(api, owner.token, course.id);
    const stranger = await api.register();
    const before = await api.countEvents();
    expect((await api.call('DELETE', `/api/tees/${tee.id}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/tees/${randomUUID()}`, { token: owner.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', '/api/tees/x', { token: owner.token })).statusCode).toBe(404);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 403 on a global course’s tee set unless super admin', async () => {
    const global = await addGlobalCourse(api, admin.token);
    const tee = await addTee(api, admin.token, global.id);
    expect((await api.call('DELETE', `/api/tees/${tee.id}`, { token: owner.token })).statusCode).toBe(403);
    expect((await api.call('DELETE', `/api/tees/${tee.id}`, { token: admin.token })).statusCode).toBe(200);
  });
});
