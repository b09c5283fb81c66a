import type { RouteCall } from './cell-call.ts';

/**
 * The handicap record's calls, part of routeCalls. Each caller reads and sets their own record;
 * the one by id reads `target`'s, which only super admins may. The choice of index is the
 * caller's current one, so a caller let through records nothing the other rows rely on.
 */
export const handicapRouteCalls: Record<string, RouteCall> = {
  'GET /api/users/me/handicap': { request: () => ({ method: 'GET', url: '/api/users/me/handicap' }) },
  'PATCH /api/users/me/handicap': { request: () => ({ method: 'PATCH', url: '/api/users/me/handicap', body: { useAppIndex: false } }) },
  'GET /api/users/me/stats': { request: () => ({ method: 'GET', url: '/api/users/me/stats?rounds=5' }) },
  'GET /api/users/me/stats/rounds': { request: () => ({ method: 'GET', url: '/api/users/me/stats/rounds' }) },
  'GET /api/users/{id}/handicap': { request: (cell) => ({ method: 'GET', url: `/api/users/${cell.people.target.user.id}/handicap` }) },
};
