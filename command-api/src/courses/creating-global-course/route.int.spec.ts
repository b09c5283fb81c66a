import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../testing/course-test-calls.ts';

let api: TestApi;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/admin/courses', () => {
  it('lets a super admin add a global course that every user sees', async () => {
    const response = await api.call('POST', '/api/admin/courses', {
      token: admin.token,
      body: { name: 'Municipal Links', location: 'Springfield', holes: 9, imageUrl: 'https://example.com/muni.jpg' },
    });
    expect(response.statusCode).toBe(201);
    const { course, position } = response.json();
    expect(course).toMatchObject({
      name: 'Municipal Links',
      holes: 9,
      imageUrl: 'https://example.com/muni.jpg',
      isGlobal: true,
      createdBy: null,
      source: 'manual',
    });
    const [created] = await api.store.readStream(`course-${course.id}`);
    expect(created?.metadata.userId).toBe(admin.user.id);

    const player = await api.register();
    const list = await api.call('GET', '/api/courses', { token: player.token, headers: { 'x-min-position': position } });
    expect(list.json().map((entry: { id: string }) => entry.id)).toContain(course.id);
  });

  it('refuses anyone else with 403 and writes nothing', async () => {
    const player = await api.register();
    const before = await api.countEvents();
    const response = await api.call('POST', '/api/admin/courses', {
      token: player.token,
      body: { name: 'Mine', location: 'Here', holes: 18 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You must be a super admin to do this.');
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 400 naming a bad field, and 409 for a global course that already exists', async () => {
    const bad = await api.call('POST', '/api/admin/courses', { token: admin.token, body: { name: '', location: 'Here' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ path: 'name', message: 'Please fill in all required fields.' });
    const again = await api.call('POST', '/api/admin/courses', {
      token: admin.token,
      body: { name: 'municipal links', location: 'SPRINGFIELD' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already exists');
  });
});
