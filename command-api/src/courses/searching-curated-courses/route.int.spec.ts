import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuratedSearchResponse } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ token } = await api.register());
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/curated-courses/search', () => {
  it('finds real courses by name or location, with what a card needs to say "Found n courses"', async () => {
    const response = await api.call('GET', '/api/curated-courses/search?query=pebble%20beach', { token });
    expect(response.statusCode).toBe(200);
    const body = CuratedSearchResponse.parse(response.json());
    expect(body.courses.map((course) => course.id)).toEqual(['pebble-beach-golf-links', 'poppy-hills-golf-course']);
    const pebble = body.courses[0];
    expect(pebble).toMatchObject({
      name: 'Pebble Beach Golf Links',
      location: 'Pebble Beach, California, USA',
      holes: 18,
      type: 'Resort',
      rating: 74.9,
    });
    expect(pebble?.pars.reduce((sum, par) => sum + par, 0)).toBe(72);
    expect([...(pebble?.strokeIndexes ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(pebble?.tees.map((tee) => [tee.name, tee.rating, tee.slope])).toContainEqual(['Blue', 74.9, 144]);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await api.call('GET', '/api/curated-courses/search?query=zzzzzz', { token });
    expect(response.json()).toEqual({ courses: [] });
  });

  it.each([['pe'], [''], ['%20%20ab%20']])('needs at least 3 characters (query %j)', async (query) => {
    const response = await api.call('GET', `/api/curated-courses/search?query=${query}`, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'query', message: 'Please enter at least 3 characters to search.' });
  });

  it('needs a signed-in user', async () => {
    expect((await api.call('GET', '/api/curated-courses/search?query=pebble')).statusCode).toBe(401);
  });
});
