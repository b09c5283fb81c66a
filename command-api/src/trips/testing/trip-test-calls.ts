import { expect } from 'vitest';
import type { TripView } from '@golf/contracts';
import type { TestApi } from '../../../../testing/test-api.ts';

/** POST /api/trips (201 expected): the trip and the command's position. */
export async function newTrip(api: TestApi, token: string, body: Record<string, unknown> = {}): Promise<TripView & { position: string }> {
  const response = await api.call('POST', '/api/trips', { token, body: { name: 'Golf Trip', ...body } });
  expect(response.statusCode, response.body).toBe(201);
  const { trip, position } = response.json() as { trip: TripView; position: string };
  return { ...trip, position };
}

/** POST /api/trips/{id}/members (201 expected); answers the position. */
export async function addMember(api: TestApi, token: string, tripId: string, userId: string, role = 'member'): Promise<string> {
  const response = await api.call('POST', `/api/trips/${tripId}/members`, { token, body: { userId, role } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().position as string;
}

/** POST /api/trips/{id}/courses (201 expected); answers the position. */
export async function addTripCourse(api: TestApi, token: string, tripId: string, courseId: string, position = '0'): Promise<string> {
  const response = await api.call('POST', `/api/trips/${tripId}/courses`, {
    token,
    body: { courseId },
    headers: { 'x-min-position': position },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().position as string;
}
