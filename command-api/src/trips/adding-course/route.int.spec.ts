import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addCourse, addTee, teeBody } from '../../courses/testing/course-test-calls.ts';
import { expectNothingWritten, readAfter } from '../../games/testing/game-test-calls.ts';
import { addMember, addTripCourse, newTrip } from '../testing/trip-test-calls.ts';

type Person = { token: string; user: { id: string } };
let api: TestApi;
let ada: Person;
let bob: Person;
let dan: Person;
beforeAll(async () => {
  api = await startTestApi();
  ada = await api.register();
  bob = await api.register();
  dan = await api.register();
});
afterAll(async () => {
  await api?.close();
});

const refused = async (act: () => ReturnType<TestApi['call']>, status: number, message: string) =>
  expectNothingWritten(api, async () => {
    const response = await act();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(message);
  });

describe('the courses of a trip', () => {
  it('an organizer adds courses of their library; members see them with the course’s name, place, holes and rating', async () => {
    const trip = await newTrip(api, ada.token);
    const links = await addCourse(api, ada.token, { name: 'The Links', location: 'Fife', holes: 18 });
    await addTee(api, ada.token, links.id, teeBody({ rating: 73.1, totalYardage: 6500 }));
    const added = await api.call('POST', `/api/trips/${trip.id}/courses`, { token: ada.token, body: { courseId: links.id } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().tripCourse).toMatchObject({
      courseId: links.id,
      addedBy: ada.user.id,
      course: { id: links.id, name: 'The Links', location: 'Fife', holes: 18, rating: 73.1, createdBy: ada.user.id },
    });
    const position = await addMember(api, ada.token, trip.id, bob.user.id);
    const list = await readAfter(api, `/api/trips/${trip.id}/courses`, bob.token, position);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([added.json().tripCourse]);
  });

  it('refuses no course, someone else’s course and a course already on the trip, writing nothing', async () => {
    const trip = await newTrip(api, ada.token);
    const url = `/api/trips/${trip.id}/courses`;
    const theirs = await addCourse(api, dan.token);
    await refused(() => api.call('POST', url, { token: ada.token, body: {} }), 400, 'Please select a course.');
    await refused(() => api.call('POST', url, { token: ada.token, body: { courseId: theirs.id } }), 404, 'Course not found');
    const mine = await addCourse(api, ada.token);
    await addTripCourse(api, ada.token, trip.id, mine.id);
    await refused(() => api.call('POST', url, { token: ada.token, body: { courseId: mine.id } }), 409, 'already on the trip');
  });

  it('only organizers add and remove courses; strangers do not find the trip; removal takes the course off', async () => {
    const trip = await newTrip(api, ada.token);
    const mine = await addCourse(api, ada.token);
    await addMember(api, ada.token, trip.id, bob.user.id);
    const url = `/api/trips/${trip.id}/courses`;
    const bobs = await addCourse(api, bob.token);
    await refused(() => api.call('POST', url, { token: bob.token, body: { courseId: bobs.id } }), 403, 'organizers');
    await refused(() => api.call('POST', url, { token: dan.token, body: { courseId: mine.id } }), 404, 'Trip not found');
    await addTripCourse(api, ada.token, trip.id, mine.id);
    await refused(() => api.call('DELETE', `${url}/${mine.id}`, { token: bob.token }), 403, 'organizers');
    await refused(() => api.call('DELETE', `${url}/${mine.id}`, { token: dan.token }), 404, 'Trip not found');
    expect((await api.call('GET', url, { token: dan.token })).statusCode).toBe(404);
    expect((await api.call('GET', url)).statusCode).toBe(401);
    const removed = await api.call('DELETE', `${url}/${mine.id}`, { token: ada.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await readAfter(api, url, ada.token, removed.json().position)).json()).toEqual([]);
    await refused(() => api.call('DELETE', `${url}/${mine.id}`, { token: ada.token }), 404, 'not on the trip');
  });
});
