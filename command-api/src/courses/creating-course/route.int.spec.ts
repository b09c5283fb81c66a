import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { pebblePars, pebbleStrokeIndexes } from '../testing/given-course-events.ts';

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

const holesData = () => pebblePars.map((par, index) => ({ par, strokeIndex: pebbleStrokeIndexes[index], yardage: 400 }));

describe('POST /api/courses', () => {
  it('adds a course to the caller’s library and answers its view with the position of its event', async () => {
    const response = await api.call('POST', '/api/courses', {
      token,
      body: { name: '  Lake Chabot ', location: ' Oakland, CA ', imageUrl: '' },
    });
    expect(response.statusCode).toBe(201);
    const { course, position } = response.json();
    expect(course).toMatchObject({
      name: 'Lake Chabot',
      location: 'Oakland, CA',
      holes: 18,
      imageUrl: null,
      rating: null,
      teeSets: [],
      source: 'manual',
      isGlobal: false,
      createdBy: userId,
    });
    const stream = await api.store.readStream(`course-${course.id}`);
    expect(stream.map((event) => event.type)).toEqual(['CourseCreated']);
    expect(stream[0]?.metadata.userId).toBe(userId);
    expect(stream[0]?.position.toString()).toBe(position);

    const read = await api.call('GET', `/api/courses/${course.id}`, { token, headers: { 'x-min-position': position } });
    expect(read.json()).toEqual(course);
  });

  it('creates the tee sets the import path brings, with their holes', async () => {
    const body = {
      name: 'Imported Links',
      location: 'Pebble Beach, CA',
      holes: 18,
      tees: [
        { name: 'Blue', color: 'blue', rating: 74.9, slope: 144, totalYardage: 7200 },
        { name: 'White', rating: '', slope: '' },
      ],
      holesData: holesData(),
    };
    const response = await api.call('POST', '/api/courses', { token, body });
    expect(response.statusCode).toBe(201);
    const { course } = response.json();
    expect(course).toMatchObject({ source: 'directory_import', rating: 74.9 });
    expect(
      course.teeSets.map((tee: { name: string; color: string; rating: number; slope: number }) => [
        tee.name,
        tee.color,
        tee.rating,
        tee.slope,
      ]),
    ).toEqual([
      ['Blue', 'blue', 74.9, 144],
      ['White', 'white', 72, 113],
    ]);
    expect(course.teeSets[1].holes[13]).toEqual({ holeNumber: 14, par: 5, handicap: 1, yardage: 400 });
  });

  it('refuses import holes whose stroke indexes are not 1..18 once each, naming them, and writes nothing', async () => {
    const before = await api.countEvents();
    const bad = holesData().map((hole) => (hole.strokeIndex === 12 ? { ...hole, strokeIndex: 7 } : hole));
    const response = await api.call('POST', '/api/courses', {
      token,
      body: { name: 'Bad Card', location: 'X', tees: [{ name: 'Blue' }], holesData: bad },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tee set Blue: Stroke indexes must use 1 to 18 once each: 7 is repeated, 12 is missing');
    expect(await api.countEvents()).toBe(before);
  });

  it.each([
    ['name', '', 'Please fill in all required fields.'],
    ['location', '   ', 'Please fill in all required fields.'],
    ['holes', 12, 'A course has 9 or 18 holes'],
    ['imageUrl', 'not a link', 'Image URL must be a valid http(s) URL, or empty'],
  ])('answers 400 naming %s = %j and writes nothing', async (field, value, message) => {
    const before = await api.countEvents();
    const response = await api.call('POST', '/api/courses', { token, body: { name: 'Fine', location: 'Fine', [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: field, message });
    expect(await api.countEvents()).toBe(before);
  });

  it('refuses a course with the same name and location as one the caller has, whatever the case', async () => {
    const first = await api.call('POST', '/api/courses', { token, body: { name: 'Twin Oaks', location: 'Napa, CA' } });
    expect(first.statusCode).toBe(201);
    const before = await api.countEvents();
    const second = await api.call('POST', '/api/courses', { token, body: { name: ' twin OAKS', location: 'napa, ca' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('already exists');
    expect(second.json().message).toMatch(/^Course Already Exists/);
    expect(await api.countEvents()).toBe(before);

    const someoneElse = await api.register();
    const theirs = await api.call('POST', '/api/courses', { token: someoneElse.token, body: { name: 'Twin Oaks', location: 'Napa, CA' } });
    expect(theirs.statusCode).toBe(201);
  });

  it('lets exactly one of several concurrent creations of the same course win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => api.call('POST', '/api/courses', { token, body: { name: 'Race Course', location: 'Fast, CA' } })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('creates once when retried with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'create-course-1' };
    const before = await api.countEvents();
    const first = await api.call('POST', '/api/courses', { token, headers, body: { name: 'Retry Links', location: 'Flaky, CA' } });
    const retry = await api.call('POST', '/api/courses', { token, headers, body: { name: 'Retry Links', location: 'Flaky, CA' } });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await api.countEvents()).toBe(before + 1);
  });

  it('needs a signed-in user', async () => {
    const response = await api.call('POST', '/api/courses', { body: { name: 'Anon', location: 'Nowhere' } });
    expect(response.statusCode).toBe(401);
  });
});
