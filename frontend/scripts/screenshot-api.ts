/**
 * The stand-in API of the screenshot script: route handlers by "METHOD /path", and the users
 * the screens are shown to.
 */
import type { Page, Route } from 'playwright-core';

export const ann = {
  id: '7d0c4a52-8d1f-4b7e-9a0b-3f1c2d4e5f60',
  username: 'annlee',
  email: 'ann.lee@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  profileImageUrl: null,
  handicap: 12.4,
  authProvider: 'local',
  isAdmin: false,
  isSuperAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
export const superAdmin = { ...ann, isAdmin: true, isSuperAdmin: true };

export type Api = Record<string, (route: Route) => Promise<void> | void>;

export const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Opens `path` with every /api call answered by `api` (404 for anything it lacks). */
export async function open(page: Page, path: string, api: Api, signedIn: boolean) {
  if (signedIn) await page.addInitScript(() => window.localStorage.setItem('authToken', 'test-token'));
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const handler = api[`${route.request().method()} ${pathname}`];
    if (handler) return handler(route);
    return json(404, { message: `No stand-in for ${pathname}` })(route);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

export const signedInApi = (user: unknown): Api => ({ 'GET /api/auth/user': json(200, user) });
