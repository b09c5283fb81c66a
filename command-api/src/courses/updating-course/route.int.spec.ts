import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addCourse, addGlobalCourse, addTee, registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../testing/course-test-calls.ts';

let api: TestApi;
let admin: { token: string };
let owner: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
  owner = await api.register();
});
afterAll(async () => {
  await api?.close();
});

describe('PATCH /api/courses/{id}', () => {
  it('records only what changed, and reads with X-Min-Position see it', async () => {
    const course = await addCourse(api, owner.token, { name: 'Before', location: 'Town' });
    const response = await api.call('PATCH', `/api/courses/${course.id}`, {
      token: owner.token,
      body: { name: ' After ', location: 'Town', holes: 9 },
    });
    expect(response.statusCode).toBe(200);
    const { course: updated, position } = response.json();
    expect(updated).toMatchObject({ id: course.id, name: 'After', location: 'Town', holes: 9 });
    const stream = await api.store.readStream(`course-${course.id}`);
    expect(stream.at(-1)?.data).toEqual({ courseId: course.id, changes: { name: 'After', holes: 9 } });
    const read = await api.call('GET', `/api/courses/${course.id}`, { token: owner.token, headers: { 'x-min-position': position } });
    expect(read.json()).toEqual(updated);
  });

  it('appends nothing when nothing changes', async () => {
    const course = await addCourse(api, owner.token);
    const before = await api.countEvents();
    const response = await api.call('PATCH', `/api/courses/${course.id}`, { token: owner.token, body: { name: course.name } });
    expect(response.statusCode).toBe(200);
    expect(await api.countEvents()).toBe(before);
  });

  it('refuses to change the hole count while the course has tee sets (409), and writes nothing', async () => {
    const course = await addCourse(api, owner.token);
    await addTee(api, owner.token, course.id);
    const before = await api.countEvents();
    const response = await api.call('PATCH', `/api/courses/${course.id}`, { token: owner.token, body: { holes: 9 } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This course has 1 tee set with 18 holes. Remove it before changing the number of holes to 9.');
    expect(await api.countEvents()).toBe(before);
  });

  it.each([
    ['name', '', 'Please fill in all required fields.'],
    ['holes', 10, 'A course has 9 or 18 holes'],
    ['imageUrl', 'javascript:alert(1)', 'Image URL must be a valid http(s) URL, or empty'],
  ])('answers 400 naming %s = %j and writes nothing', async (field, value, message) => {
    const course = await addCourse(api, owner.token);
    const before = await api.countEvents();
    const response = await api.call('PATCH', `/api/courses/${course.id}`, { token: owner.token, body: { [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: field, message });
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 404 for another user’s course and 403 for a global course unless super admin', async () => {
    const course = await addCourse(api, owner.token);
    const stranger = await api.register();
    const other = await api.call('PATCH', `/api/courses/${course.id}`, { token: stranger.token, body: { name: 'Hijack' } });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Course not found');

    const global = await addGlobalCourse(api, admin.token);
    const forbidden = await api.call('PATCH', `/api/courses/${global.id}`, { token: owner.token, body: { name: 'Mine' } });
    expect(forbidden.statusCode).toBe(403);
    const allowed = await api.call('PATCH', `/api/courses/${global.id}`, { token: admin.token, body: { name: 'Renamed Global' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().course).toMatchObject({ name: 'Renamed Global', isGlobal: true });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await api.call('PATCH', '/api/courses/00000000-0000-4000-8000-000000000000', { token: owner.token, body: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await api.call('PATCH', '/api/courses/whatever', { token: owner.token, body: { name: 'X' } })).statusCode).toBe(404);
  });
});
