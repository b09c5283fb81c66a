import { slug, type CellContext, type RouteCall } from './cell-call.ts';

const t = (cell: CellContext) => `/api/trips/${cell.trip!.tripId}`;
const tripGet = (path: string): RouteCall => ({ request: (cell) => ({ method: 'GET', url: `${t(cell)}${path}` }), trip: true });

/** The trip routes' calls (docs/access.md, "A trip's roles"), part of routeCalls. */
export const tripRouteCalls: Record<string, RouteCall> = {
  'GET /api/trips': { request: () => ({ method: 'GET', url: '/api/trips' }) },
  'POST /api/trips': { request: (cell) => ({ method: 'POST', url: '/api/trips', body: { name: `Trip ${slug(cell)}` } }) },
  'GET /api/trips/{id}/members': tripGet('/members'),
  'POST /api/trips/{id}/members': {
    request: (cell) => ({ method: 'POST', url: `${t(cell)}/members`, body: { userId: cell.people.stranger.user.id } }),
    trip: true,
    fresh: 'trip',
  },
  'DELETE /api/trips/{id}/members/{userId}': {
    request: (cell) => ({ method: 'DELETE', url: `${t(cell)}/members/${cell.people.player.user.id}` }),
    trip: true,
    fresh: 'trip',
  },
  'GET /api/trips/{id}/courses': tripGet('/courses'),
  'POST /api/trips/{id}/courses': {
    request: (cell) => ({ method: 'POST', url: `${t(cell)}/courses`, body: { courseId: cell.globalCourseId } }),
    trip: true,
    fresh: 'trip',
  },
  'DELETE /api/trips/{id}/courses/{courseId}': {
    request: (cell) => ({ method: 'DELETE', url: `${t(cell)}/courses/${cell.trip!.courseId}` }),
    trip: true,
    fresh: 'trip',
  },
  'GET /api/trips/{id}/games': tripGet('/games'),
  'GET /api/trips/{id}/standings': tripGet('/standings'),
  'GET /api/trips/{id}/live': { request: (cell) => ({ method: 'GET', url: `${t(cell)}/live`, stream: true }), trip: true },
  'POST /api/trips/{id}/live-ticket': { request: (cell) => ({ method: 'POST', url: `${t(cell)}/live-ticket` }), trip: true },
};
