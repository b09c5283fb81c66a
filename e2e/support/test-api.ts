import { inject } from 'vitest';

export type ApiAnswer = Record<string, unknown> & { position?: string };

type CallOptions = { body?: unknown; token?: string; minPosition?: string | undefined };

/**
 * One call to the app's API from a test itself (accounts, courses, checks). `minPosition` waits
 * for the read side to include a change, as the browser's X-Min-Position does.
 */
export async function apiCall(method: string, path: string, { body, token, minPosition }: CallOptions = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (minPosition) headers['X-Min-Position'] = minPosition;
  const response = await fetch(`${inject('appUrl')}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as ApiAnswer) : {};
}

/** Registers an account and answers its token, user id and the position of its registration. */
export async function registerAccount(user: { username: string; email: string; firstName: string; lastName: string; handicap: number }) {
  const answer = await apiCall('POST', '/api/auth/register', { body: { ...user, password: 'game-password' } });
  return { token: String(answer.token), userId: (answer.user as { id: string }).id, position: answer.position };
}

/** Adds an 18-hole course with one tee set (stroke indexes 1 … 18) and waits until it can be read. */
export async function addCourseWithTee(
  token: string,
  course: { name: string; location: string },
  tee: { name: string; color: string; rating: number; slope: number; totalYardage?: number },
  pars: readonly number[],
) {
  const created = await apiCall('POST', '/api/courses', { body: { ...course, holes: 18 }, token });
  const courseId = String((created.course as { id: string }).id);
  const holes = pars.map((par, index) => ({ holeNumber: index + 1, par, handicap: index + 1, yardage: 380 }));
  const teeSet = await apiCall('POST', `/api/courses/${courseId}/tees`, { body: { ...tee, holes }, token });
  await apiCall('GET', `/api/courses/${courseId}`, { token, minPosition: teeSet.position });
  return { courseId, teeSetId: String((teeSet.teeSet as { id: string }).id) };
}
