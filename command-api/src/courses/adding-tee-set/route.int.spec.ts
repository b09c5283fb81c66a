import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addCourse, addGlobalCourse, registerSuperAdmin, SUPER_ADMIN_EMAIL, teeBody, teeHoles } from '../testing/course-test-calls.ts';

let api: TestApi;
let admin: { token: string };
let owner: { token: string };
let courseId: string;
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
  owner = await api.register();
  courseId = (await addCourse(api, owner.token)).id;
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/courses/{id}/tees', () => {
  it('adds an 18-hole tee set; the course shows it with its holes and rating', async () => {
    const response = await api.call('POST', `/api/courses/${courseId}/tees`, {
      token: owner.token,
      body: teeBody({ rating: '', slope: '', color: '' }),
    });
    expect(response.statusCode).toBe(201);
    const { teeSet, position } = response.json();
    expect(teeSet).toMatchObject({ courseId, name: 'Blue', color: 'white', rating: 72, slope: 113, totalYardage: 6828 });
    expect(teeSet.holes).toEqual(teeHoles());
    const course = await api.call('GET', `/api/courses/${courseId}`, { token: owner.token, headers: { 'x-min-position': position } });
    expect(course.json().teeSets).toEqual([teeSet]);
    expect(course.json().rating).toBe(72);
    const stream = await api.store.readStream(`course-${courseId}`);
    expect(stream.at(-1)?.type).toBe('TeeSetAdded');
  });

  it('adds a 9-hole tee set to a 9-hole course', async () => {
    const nine = await addCourse(api, owner.token, { holes: 9 });
    const response = await api.call('POST', `/api/courses/${nine.id}/tees`, {
      token: owner.token,
      body: teeBody({ rating: 35.1, totalYardage: 3200 }, 9),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().teeSet.holes).toHaveLength(9);
  });

  it('refuses stroke indexes that are not each used once, naming the repeated and missing ones', async () => {
    const holes = teeHoles().map((hole) => (hole.handicap === 12 ? { ...hole, handicap: 7 } : hole));
    const before = await api.countEvents();
    const response = await api.call('POST', `/api/courses/${courseId}/tees`, { token: owner.token, body: teeBody({ holes }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Stroke indexes must use 1 to 18 once each: 7 is repeated, 12 is missing');
    expect(await api.countEvents()).toBe(before);
  });

  it('refuses a tee set whose hole count is not the course’s', async () => {
    const response = await api.call('POST', `/api/courses/${courseId}/tees`, { token: owner.token, body: teeBody({}, 9) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A tee set on an 18-hole course needs 18 holes, one per hole (got 9)');
  });

  it.each([
    ['name', '', 'name', 'Please enter a tee set name.'],
    ['color', 'pink', 'color', 'Colour must be one of black, gold, blue, white, green, red'],
    ['slope', 200, 'slope', 'Slope must be a whole number from 55 to 155'],
    ['holes', teeHoles().map((hole, index) => (index === 2 ? { ...hole, par: 6 } : hole)), 'holes.2.par', 'Par must be 3, 4 or 5'],
  ])('answers 400 naming %s and writes nothing', async (field, value, path, message) => {
    const before = await api.countEvents();
    const response = await api.call('POST', `/api/courses/${courseId}/tees`, { token: owner.token, body: teeBody({ [field]: value }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 404 on another user’s course, 403 on a global course unless super admin', async () => {
    const stranger = await api.register();
    expect((await api.call('POST', `/api/courses/${courseId}/tees`, { token: stranger.token, body: teeBody() })).statusCode).toBe(404);
    const global = await addGlobalCourse(api, admin.token);
    expect((await api.call('POST', `/api/courses/${global.id}/tees`, { token: owner.token, body: teeBody() })).statusCode).toBe(403);
    expect((await api.call('POST', `/api/courses/${global.id}/tees`, { token: admin.token, body: teeBody() })).statusCode).toBe(201);
  });

  it('adds once when retried with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'add-tee-1' };
    const before = await api.countEvents();
    const first = await api.call('POST', `/api/courses/${courseId}/tees`, { token: owner.token, headers, body: teeBody({ name: 'Gold' }) });
    const retry = await api.call('POST', `/api/courses/${courseId}/tees`, { token: owner.token, headers, body: teeBody({ name: 'Gold' }) });
    expect(retry.json()).toEqual(first.json());
    expect(await api.countEvents()).toBe(before + 1);
  });
});
