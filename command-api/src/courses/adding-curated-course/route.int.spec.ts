import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { findCuratedCourse } from '../curated-catalog.ts';

let api: TestApi;
let token: string;
let userId: string;
beforeAll(async () => {
  api = await startTestApi();
  ({
    token,
    user: { id: userId },
  } = await api.register());
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/curated-courses/{id}/add', () => {
  it('creates the course with all its tees, pars, stroke indexes and published yardages, owned by the caller', async () => {
    const curated = findCuratedCourse('bandon-dunes');
    if (!curated) throw new Error('Bandon Dunes is in the directory');
    const response = await api.call('POST', '/api/curated-courses/bandon-dunes/add', { token });
    expect(response.statusCode).toBe(201);
    const { course, position } = response.json();
    expect(course).toMatchObject({
      name: curated.name,
      location: curated.location,
      holes: 18,
      source: 'curated',
      isGlobal: false,
      createdBy: userId,
    });
    expect(course.teeSets.map((tee: { name: string }) => tee.name)).toEqual(curated.tees.map((tee) => tee.name));
    for (const [index, tee] of course.teeSets.entries()) {
      const source = curated.tees[index];
      expect(tee).toMatchObject({ rating: source?.rating, slope: source?.slope, totalYardage: source?.totalYardage, color: source?.color });
      expect(tee.holes.map((hole: { par: number }) => hole.par)).toEqual(curated.pars);
      expect(tee.holes.map((hole: { handicap: number }) => hole.handicap)).toEqual(curated.strokeIndexes);
      expect(tee.holes.map((hole: { yardage: number | null }) => hole.yardage)).toEqual(source?.yardages ?? Array(18).fill(null));
    }
    const [created] = await api.store.readStream(`course-${course.id}`);
    expect(created?.data).toMatchObject({ source: 'curated', sourceRef: 'bandon-dunes' });

    const library = await api.call('GET', '/api/courses?includeTees=true', { token, headers: { 'x-min-position': position } });
    expect(library.json()).toEqual([course]);
  });

  it('answers 409 Course Already Exists when the caller already has it, and writes nothing', async () => {
    const before = await api.countEvents();
    const again = await api.call('POST', '/api/curated-courses/bandon-dunes/add', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already exists');
    expect(await api.countEvents()).toBe(before);

    const friend = await api.register();
    expect((await api.call('POST', '/api/curated-courses/bandon-dunes/add', { token: friend.token })).statusCode).toBe(201);
  });

  it('answers 404 for an id not in the directory, and 401 without a token', async () => {
    const missing = await api.call('POST', '/api/curated-courses/no-such-course/add', { token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Course not found in the directory');
    expect((await api.call('POST', '/api/curated-courses/bandon-dunes/add')).statusCode).toBe(401);
  });
});
