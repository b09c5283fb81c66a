import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addCourse, addGlobalCourse, addTee, registerSuperAdmin, SUPER_ADMIN_EMAIL, teeHoles } from '../testing/course-test-calls.ts';

let api: TestApi;
let admin: { token: string };
let owner: { token: string };
let teeId: string;
let courseId: string;
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
  owner = await api.register();
  courseId = (await addCourse(api, owner.token)).id;
  teeId = (await addTee(api, owner.token, courseId)).id;
});
afterAll(async () => {
  await api?.close();
});

describe('PATCH /api/tees/{id}', () => {
  it('changes the fields sent and answers the whole tee set', async () => {
    const holes = teeHoles().map((hole) => ({ ...hole, yardage: 420 }));
    const response = await api.call('PATCH', `/api/tees/${teeId}`, {
      token: owner.token,
      body: { name: 'Championship', slope: '140', holes },
    });
    expect(response.statusCode).toBe(200);
    const { teeSet, position } = response.json();
    expect(teeSet).toMatchObject({ id: teeId, courseId, name: 'Championship', slope: 140, rating: 74.9, color: 'blue' });
    expect(teeSet.holes).toEqual(holes);
    const course = await api.call('GET', `/api/courses/${courseId}`, { token: owner.token, headers: { 'x-min-position': position } });
    expect(course.json().teeSets).toEqual([teeSet]);
  });

  it('refuses stroke indexes used twice, naming them, and writes nothing', async () => {
    const holes = teeHoles().map((hole) => (hole.holeNumber === 1 ? { ...hole, handicap: 1 } : hole));
    const before = await api.countEvents();
    const response = await api.call('PATCH', `/api/tees/${teeId}`, { token: owner.token, body: { holes } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Stroke indexes must use 1 to 18 once each: 1 is repeated, 6 is missing');
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 400 naming a bad field', async () => {
    const response = await api.call('PATCH', `/api/tees/${teeId}`, { token: owner.token, body: { name: ' ', slope: 20 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'name', message: 'Please enter a tee set name.' },
      { path: 'slope', message: 'Slope must be a whole number from 55 to 155' },
    ]);
  });

  it('answers 404 for an unknown, malformed or someone else’s tee set', async () => {
    const stranger = await api.register();
    for (const [id, token] of [
      [randomUUID(), owner.token],
      ['not-a-tee', owner.token],
      [teeId, stranger.token],
    ] as const) {
      const response = await api.call('PATCH', `/api/tees/${id}`, { token, body: { slope: 120 } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Tee set not found');
    }
  });

  it('answers 403 on a global course’s tee set unless super admin', async () => {
    const global = await addGlobalCourse(api, admin.token);
    const tee = await addTee(api, admin.token, global.id);
    expect((await api.call('PATCH', `/api/tees/${tee.id}`, { token: owner.token, body: { slope: 120 } })).statusCode).toBe(403);
    const allowed = await api.call('PATCH', `/api/tees/${tee.id}`, { token: admin.token, body: { slope: 120 } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().teeSet.slope).toBe(120);
  });
});
