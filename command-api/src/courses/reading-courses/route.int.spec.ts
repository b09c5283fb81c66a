import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addCourse, addGlobalCourse, addTee, registerSuperAdmin, SUPER_ADMIN_EMAIL, teeBody } from '../testing/course-test-calls.ts';

let api: TestApi;
let alice: { token: string; user: { id: string } };
let bob: { token: string; user: { id: string } };
let globalId: string;
let aliceCourseId: string;
let bobCourseId: string;
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  const admin = await registerSuperAdmin(api);
  alice = await api.register();
  bob = await api.register();
  globalId = (await addGlobalCourse(api, admin.token, { name: 'Zebra Global Links', location: 'Everywhere' })).id;
  await addTee(api, admin.token, globalId, teeBody({ name: 'White', color: 'white', rating: 71.7, slope: 135, totalYardage: 6116 }));
  await addTee(api, admin.token, globalId, teeBody({ name: 'Gold', color: 'gold', rating: 73.4, slope: 137, totalYardage: 6472 }));
  aliceCourseId = (await addCourse(api, alice.token, { name: 'Alice Muni', location: 'Oakland, CA' })).id;
  bobCourseId = (await addCourse(api, bob.token, { name: 'Bob Private', location: 'Oakland, CA' })).id;
});
afterAll(async () => {
  await api?.close();
});

type Listed = { id: string; teeSets: { name: string; holes?: unknown[] }[]; rating: number | null };

describe('GET /api/courses', () => {
  it('lists the global courses and the caller’s own, by name, with tee sets but no holes', async () => {
    const response = await api.call('GET', '/api/courses', { token: alice.token });
    expect(response.statusCode).toBe(200);
    const courses: Listed[] = response.json();
    expect(courses.map((course) => course.id)).toEqual([aliceCourseId, globalId]);
    const global = courses[1];
    expect(global?.rating).toBe(73.4);
    expect(global?.teeSets.map((tee) => tee.name)).toEqual(['White', 'Gold']);
    expect(global?.teeSets[0]).not.toHaveProperty('holes');
  });

  it('with includeTees=true answers every tee set with its holes in one call', async () => {
    const response = await api.call('GET', '/api/courses?includeTees=true', { token: alice.token });
    const courses: Listed[] = response.json();
    const holes = courses.find((course) => course.id === globalId)?.teeSets[1]?.holes;
    expect(holes).toHaveLength(18);
    expect(holes?.[0]).toEqual({ holeNumber: 1, par: 4, handicap: 6, yardage: 350 });
    expect(courses.find((course) => course.id === aliceCourseId)?.teeSets).toEqual([]);
  });

  it('answers 400 to an unusable includeTees and 401 without a token', async () => {
    expect((await api.call('GET', '/api/courses?includeTees=maybe', { token: alice.token })).statusCode).toBe(400);
    expect((await api.call('GET', '/api/courses')).statusCode).toBe(401);
  });
});

describe('GET /api/courses/{id}', () => {
  it('answers a visible course with its tee sets and holes', async () => {
    const response = await api.call('GET', `/api/courses/${globalId}`, { token: bob.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: globalId, isGlobal: true, createdBy: null, rating: 73.4 });
    expect(response.json().teeSets[0].holes).toHaveLength(18);
  });

  it('answers 404 for someone else’s course, an unknown id and a malformed one', async () => {
    for (const id of [bobCourseId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await api.call('GET', `/api/courses/${id}`, { token: alice.token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Course not found' });
    }
  });
});

describe('GET /api/courses/search', () => {
  it('searches name and location among the courses the caller sees', async () => {
    const byLocation = await api.call('GET', '/api/courses/search?query=oakland', { token: alice.token });
    expect(byLocation.json().map((course: { id: string }) => course.id)).toEqual([aliceCourseId]);
    const byName = await api.call('GET', '/api/courses/search?query=ZEBRA', { token: bob.token });
    expect(byName.json().map((course: { id: string }) => course.id)).toEqual([globalId]);
  });

  it('answers 400 without a query', async () => {
    const response = await api.call('GET', '/api/courses/search?query=%20', { token: alice.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'query', message: 'Search query is required' });
  });
});
