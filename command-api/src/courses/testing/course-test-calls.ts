import { expect } from 'vitest';
import type { CourseView, TeeSetView } from '@golf/contracts';
import type { TestApi } from '../../../../testing/test-api.ts';
import { frontNineStrokeIndexes, pebblePars, pebbleStrokeIndexes } from './given-course-events.ts';

/** The e-mail that makes a registering user a super admin in these tests (SUPER_ADMIN_EMAILS). */
export const SUPER_ADMIN_EMAIL = 'boss@example.com';

/** Pebble Beach's card as the tee editor sends it (`handicap` is the stroke index); the front nine for 9 holes. */
export function teeHoles(holes: 9 | 18 = 18) {
  const strokeIndexes = holes === 18 ? pebbleStrokeIndexes : frontNineStrokeIndexes;
  return pebblePars
    .slice(0, holes)
    .map((par, index) => ({ holeNumber: index + 1, par, handicap: strokeIndexes[index] as number, yardage: 350 + index }));
}

export const teeBody = (overrides: Record<string, unknown> = {}, holes: 9 | 18 = 18) => ({
  name: 'Blue',
  color: 'blue',
  rating: 74.9,
  slope: 144,
  totalYardage: 6828,
  holes: teeHoles(holes),
  ...overrides,
});

let courseCount = 0;

/** POST /api/courses (201 expected), waiting until reads show it; answers the course view. */
export async function addCourse(api: TestApi, token: string, body: Record<string, unknown> = {}): Promise<CourseView> {
  courseCount += 1;
  const response = await api.call('POST', '/api/courses', {
    token,
    body: { name: `Course ${courseCount}`, location: 'Monterey, CA', holes: 18, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().course;
}

/** POST /api/courses/{id}/tees (201 expected); answers the tee set view. */
export async function addTee(
  api: TestApi,
  token: string,
  courseId: string,
  body: Record<string, unknown> = teeBody(),
): Promise<TeeSetView> {
  const response = await api.call('POST', `/api/courses/${courseId}/tees`, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().teeSet;
}

/** Registers the super admin (the API must run with SUPER_ADMIN_EMAILS = SUPER_ADMIN_EMAIL) and waits until reads know the role. */
export async function registerSuperAdmin(api: TestApi): Promise<{ token: string; user: { id: string } }> {
  const admin = await api.register({ email: SUPER_ADMIN_EMAIL });
  const me = await api.call('GET', '/api/auth/user', { token: admin.token, headers: { 'x-min-position': admin.position } });
  expect(me.json().isSuperAdmin).toBe(true);
  return admin;
}

/** POST /api/admin/courses as a super admin (201 expected): a global course. */
export async function addGlobalCourse(api: TestApi, adminToken: string, body: Record<string, unknown> = {}): Promise<CourseView> {
  courseCount += 1;
  const response = await api.call('POST', '/api/admin/courses', {
    token: adminToken,
    body: { name: `Global ${courseCount}`, location: 'Anywhere', holes: 18, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().course;
}
