import { expect } from 'vitest';
import type { TestApi } from '../../../../../testing/test-api.ts';
import { expectNothingWritten, newCourse, type TestCourse } from '../../../games/testing/game-test-calls.ts';
import { addMember, addTripCourse, newTrip } from '../../testing/trip-test-calls.ts';
import type { Person } from './cup-test-calls.ts';

/** The cup specs' trip: Ada organizes it, seven members join, Eve stays out; one course of two is the trip's. */
export interface CupTrip {
  ada: Person; // organizer, Red's captain
  bob: Person; // member, Blue's captain
  cy: Person;
  di: Person;
  gus: Person;
  hal: Person;
  ivy: Person;
  jo: Person;
  eve: Person; // not in the trip
  tripId: string;
  course: TestCourse;
  otherCourse: TestCourse;
  /** The log position after the set-up, for reads that must see it. */
  position: string;
}

export async function givenCupTrip(api: TestApi): Promise<CupTrip> {
  const people: Person[] = [];
  for (let i = 0; i < 9; i += 1) people.push(await api.register());
  const [ada, bob, cy, di, gus, hal, ivy, jo, eve] = people as [Person, Person, Person, Person, Person, Person, Person, Person, Person];
  const trip = await newTrip(api, ada.token, { name: 'Cup Trip' });
  for (const person of [bob, cy, di, gus, hal, ivy, jo]) await addMember(api, ada.token, trip.id, person.user.id);
  const course = await newCourse(api, ada.token);
  const otherCourse = await newCourse(api, ada.token);
  const position = await addTripCourse(api, ada.token, trip.id, course.id, course.position);
  return { ada, bob, cy, di, gus, hal, ivy, jo, eve, tripId: trip.id, course, otherCourse, position };
}

/** Acts, expects `status` with `message` in its answer, and that nothing was written. */
export const refusedWith = (api: TestApi) => async (act: () => ReturnType<TestApi['call']>, status: number, message: string) =>
  expectNothingWritten(api, async () => {
    const response = await act();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(message);
  });

/** A PUT /api/trips/{id}/cup body: Red and Blue of these people (`extra` on Red's team). */
export const teamsBody = (red: Person[], blue: Person[], extra: Record<string, unknown> = {}) => ({
  teams: [
    { name: 'Red', color: '#c0392b', userIds: red.map((p) => p.user.id), ...extra },
    { name: 'Blue', color: '#2c5aa0', userIds: blue.map((p) => p.user.id) },
  ],
  holder: null,
});
