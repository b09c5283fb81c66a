import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addCourse, addGlobalCourse, addTee, registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../testing/course-test-calls.ts';

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

describe('DELETE /api/courses/{id}', () => {
  it('deletes the caller’s course; it and its tee sets disappear from reads', async () => {
    const course = await addCourse(api, owner.token);
    const tee = await addTee(api, owner.token, course.id);
    const response = await api.call('DELETE', `/api/courses/${course.id}`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    const { position } = response.json();
    const headers = { 'x-min-position': position };
    expect((await api.call('GET', `/api/courses/${course.id}`, { token: owner.token, headers })).statusCode).toBe(404);
    const list = await api.call('GET', '/api/courses', { token: owner.token, headers });
    expect(list.json().map((entry: { id: string }) => entry.id)).not.toContain(course.id);
    expect((await api.call('PATCH', `/api/tees/${tee.id}`, { token: owner.token, body: { slope: 120 } })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/courses/${course.id}`, { token: owner.token })).statusCode).toBe(404);
  });

  it('refuses a course that games use with 409 naming the games, and writes nothing', async () => {
    const course = await addCourse(api, owner.token);
    await api.pool.query(sql.unsafe`
      INSERT INTO read.course_usage (course_id, game_id, game_name)
      VALUES (${course.id}, ${randomUUID()}, 'Saturday Skins'), (${course.id}, ${randomUUID()}, 'Club Champs')`);
    const before = await api.countEvents();
    const response = await api.call('DELETE', `/api/courses/${course.id}`, { token: owner.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cannot delete course: it is used by Club Champs, Saturday Skins');
    expect(response.json().games.map((game: { name: string }) => game.name)).toEqual(['Club Champs', 'Saturday Skins']);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 404 for another user’s course and 403 for a global course unless super admin', async () => {
    const course = await addCourse(api, owner.token);
    const stranger = await api.register();
    expect((await api.call('DELETE', `/api/courses/${course.id}`, { token: stranger.token })).statusCode).toBe(404);

    const global = await addGlobalCourse(api, admin.token);
    const forbidden = await api.call('DELETE', `/api/courses/${global.id}`, { token: owner.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only a super admin can change a global course');
    expect((await api.call('DELETE', `/api/courses/${global.id}`, { token: admin.token })).statusCode).toBe(200);
  });

  it('answers 404 for a malformed id and 401 without a token', async () => {
    expect((await api.call('DELETE', '/api/courses/nope', { token: owner.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/courses/${randomUUID()}`)).statusCode).toBe(401);
  });
});
