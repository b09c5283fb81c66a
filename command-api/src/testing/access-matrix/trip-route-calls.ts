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
  'GET /api/trips/{id}/cup': tripGet('/cup'),
  'PUT /api/trips/{id}/cup': {
    request: (cell) => ({
      method: 'PUT',
      url: `${t(cell)}/cup`,
      body: {
        teams: [
          { name: 'Red', color: '#c0392b', userIds: [cell.people.creator.user.id] },
          { name: 'Blue', color: '#2c5aa0', userIds: [cell.people.admin.user.id, cell.people.player.user.id] },
        ],
        holder: 0,
      },
    }),
    trip: true,
    fresh: 'trip',
  },
  'POST /api/trips/{id}/cup/pairings': {
    request: (cell) => ({ method: 'POST', url: `${t(cell)}/cup/pairings`, body: { session: 1, format: 'singles' } }),
    trip: true,
  },
  'POST /api/trips/{id}/cup/matches': {
    request: (cell) => ({
      method: 'POST',
      url: `${t(cell)}/cup/matches`,
      body: {
        session: 1,
        format: 'singles',
        teams: [[cell.people.creator.user.id], [cell.people.player.user.id]],
        courseId: cell.trip!.courseId,
        teeSetId: cell.course.white,
        teeTime: '2026-06-12T08:00',
      },
    }),
    trip: true,
    fresh: 'trip',
  },
  'GET /api/users/me/cup-matches': { request: () => ({ method: 'GET', url: '/api/users/me/cup-matches' }) },
};
