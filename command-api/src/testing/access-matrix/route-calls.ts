import { slug, type CellContext, type RouteCall } from './cell-call.ts';
import { authRouteCalls } from './auth-route-calls.ts';
import { handicapRouteCalls } from './handicap-route-calls.ts';
import { pushRouteCalls } from './push-route-calls.ts';
import { tripRouteCalls } from './trip-route-calls.ts';

export type { CellContext, CellRequest, RouteCall } from './cell-call.ts';

const A = 0;
const B = 1;
const C = 2;
/** Player A's score, or B's for the player B column. */
const scoredPlayer = (cell: CellContext) => cell.world.playerIds[cell.caller === 'player B' ? B : A]!;
const g = (cell: CellContext) => `/api/games/${cell.world.gameId}`;
const get = (url: (cell: CellContext) => string): RouteCall => ({ request: (cell) => ({ method: 'GET', url: url(cell) }) });

/** One call per route of docs/access.md, keyed as the matrix and OpenAPI spell it. */
export const routeCalls: Record<string, RouteCall> = {
  ...authRouteCalls,
  ...handicapRouteCalls,
  ...pushRouteCalls,
  'GET /api/health': get(() => '/api/health'),
  'GET /api/game-types': get(() => '/api/game-types'),
  'GET /api/games': get(() => '/api/games'),
  'POST /api/games': { request: (cell) => ({ method: 'POST', url: '/api/games', body: { name: `New ${slug(cell)}` } }) },
  'GET /api/games/by-code/{code}': get((cell) => `/api/games/by-code/${cell.world.codes.viewCode}`),
  'POST /api/games/{id}/join': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/join`, body: { code: cell.world.codes.viewCode } }),
  },
  'GET /api/games/{id}': get(g),
  'PATCH /api/games/{id}': { request: (cell) => ({ method: 'PATCH', url: g(cell), body: { name: `Renamed ${slug(cell)}` } }) },
  'DELETE /api/games/{id}': { request: (cell) => ({ method: 'DELETE', url: g(cell) }), fresh: 'game' },
  'POST /api/games/{id}/players': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/players`, body: { name: `New ${slug(cell)}`, handicap: 5 } }),
    fresh: 'game',
  },
  'PATCH /api/players/{id}': {
    request: (cell) => ({ method: 'PATCH', url: `/api/players/${cell.world.playerIds[C]}`, body: { handicap: 7 } }),
  },
  'DELETE /api/players/{id}': {
    request: (cell) => ({ method: 'DELETE', url: `/api/players/${cell.world.playerIds[C]}` }),
    world: 'setup',
    fresh: 'game',
  },
  'PUT /api/games/{id}/teams': {
    request: (cell) => ({
      method: 'PUT',
      url: `${g(cell)}/teams`,
      body: { teamCount: 2, assignments: cell.world.playerIds.map((playerId, index) => ({ playerId, teamNumber: index < 2 ? 1 : 2 })) },
    }),
    world: 'best_ball',
  },
  'GET /api/games/{id}/payouts': get((cell) => `${g(cell)}/payouts`),
  'POST /api/games/{id}/payouts': { request: (cell) => ({ method: 'POST', url: `${g(cell)}/payouts`, body: { position: 1, amount: 10 } }) },
  'GET /api/games/{id}/rounds': get((cell) => `${g(cell)}/rounds`),
  'POST /api/games/{id}/rounds': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/rounds`, body: { roundNumber: 2, courseId: cell.course.id } }),
  },
  'PATCH /api/games/{id}/rounds/{roundNumber}': {
    request: (cell) => ({ method: 'PATCH', url: `${g(cell)}/rounds/2`, body: { courseId: cell.course.id } }),
  },
  'DELETE /api/games/{id}/rounds/{roundNumber}': { request: (cell) => ({ method: 'DELETE', url: `${g(cell)}/rounds/2` }), fresh: 'game' },
  'POST /api/games/{id}/rounds/{roundNumber}/confirm': { request: (cell) => ({ method: 'POST', url: `${g(cell)}/rounds/2/confirm` }) },
  'POST /api/games/{id}/rounds/{roundNumber}/start': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/rounds/2/start` }),
    fresh: 'game',
  },
  'GET /api/games/{id}/player-rounds': get((cell) => `${g(cell)}/player-rounds`),
  'POST /api/games/{id}/player-rounds': {
    request: (cell) => ({
      method: 'POST',
      url: `${g(cell)}/player-rounds`,
      body: { playerId: cell.world.playerIds[C], roundNumber: 1, teeSetId: cell.course.white },
    }),
  },
  'POST /api/games/{id}/calculate-course-handicaps': {
    request: (cell) => ({
      method: 'POST',
      url: `${g(cell)}/calculate-course-handicaps`,
      body: { roundNumber: 1, teeSetId: cell.course.white },
    }),
  },
  'PATCH /api/games/{id}/update-course-handicaps': {
    request: (cell) => ({
      method: 'PATCH',
      url: `${g(cell)}/update-course-handicaps`,
      body: { roundNumber: 1, handicapUpdates: [{ playerId: cell.world.playerIds[C], courseHandicap: 5 }] },
    }),
  },
  'POST /api/games/{id}/recalculate-scores': { request: (cell) => ({ method: 'POST', url: `${g(cell)}/recalculate-scores` }) },
  'POST /api/games/{id}/adjust-quotas': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/adjust-quotas`, body: { completedRound: 1 } }),
    world: 'round_one_finished',
  },
  'POST /api/games/{id}/scores': {
    request: (cell) => ({
      method: 'POST',
      url: `${g(cell)}/scores`,
      // A is on the player's phone: the admins enter for A on purpose (decision 0700); for the player it is their own.
      body: { playerId: scoredPlayer(cell), roundNumber: 1, holeNumber: 2, strokes: 5, onBehalf: true },
    }),
  },
  'PATCH /api/scores/{id}': {
    request: (cell) => ({
      method: 'PATCH',
      url: `/api/scores/${cell.caller === 'player B' ? cell.world.scoreIds.B : cell.world.scoreIds.A}`,
      body: { strokes: 6 },
    }),
  },
  // Anyone who may score a hole sets its awards: player B's column is the same caller as A's.
  'PUT /api/games/{id}/rounds/{round}/holes/{hole}/awards': {
    request: (cell) => ({ method: 'PUT', url: `${g(cell)}/rounds/1/holes/2/awards`, body: { bingo: cell.world.playerIds[A] } }),
  },
  // The wolf (player A on hole 1), or an admin, records the choice; player B's column asks on hole 2, B's hole.
  'PUT /api/games/{id}/rounds/{roundNumber}/holes/{holeNumber}/wolf': {
    request: (cell) => ({
      method: 'PUT',
      url: `${g(cell)}/rounds/1/holes/${cell.caller === 'player B' ? 2 : 1}/wolf`,
      body: { choice: 'lone' },
    }),
    world: 'wolf',
  },
  // Player A's side is down after hole 1; an admin presses for it. A press opened changes the game: a world each.
  'POST /api/games/{id}/presses': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/presses`, body: { roundNumber: 1, pressOf: 'front_9' } }),
    world: 'presses',
    fresh: 'game',
  },
  'GET /api/games/{id}/money': get((cell) => `${g(cell)}/money`),
  'GET /api/games/{id}/scores/{round}': get((cell) => `${g(cell)}/scores/1`),
  'GET /api/games/{id}/scores/{round}/{hole}': get((cell) => `${g(cell)}/scores/1/1`),
  'GET /api/games/{id}/hole-scores/{round}': get((cell) => `${g(cell)}/hole-scores/1`),
  'GET /api/games/{id}/leaderboard': get((cell) => `${g(cell)}/leaderboard`),
  'GET /api/games/{id}/leaderboard/round/{n}': get((cell) => `${g(cell)}/leaderboard/round/1`),
  'GET /api/games/{id}/live': { request: (cell) => ({ method: 'GET', url: `${g(cell)}/live`, stream: true }) },
  'POST /api/games/{id}/live-ticket': { request: (cell) => ({ method: 'POST', url: `${g(cell)}/live-ticket` }) },
  'GET /api/games/{id}/score-history': get((cell) => `${g(cell)}/score-history`),
  'POST /api/games/{id}/share-links': { request: (cell) => ({ method: 'POST', url: `${g(cell)}/share-links`, body: {} }) },
  'GET /api/games/{id}/shares': get((cell) => `${g(cell)}/shares`),
  'POST /api/games/{id}/share-with-user': {
    request: (cell) => ({
      method: 'POST',
      url: `${g(cell)}/share-with-user`,
      body: { email: `invitee-${slug(cell)}@example.com`, accessLevel: 'viewer' },
    }),
  },
  'PATCH /api/game-shares/{shareId}': {
    request: (cell) => ({ method: 'PATCH', url: `/api/game-shares/${cell.world.viewerShareId}`, body: { accessLevel: 'player' } }),
    fresh: 'game',
  },
  'DELETE /api/game-shares/{shareId}': {
    request: (cell) => ({ method: 'DELETE', url: `/api/game-shares/${cell.world.viewerShareId}` }),
    fresh: 'game',
  },
  'POST /api/games/{id}/regenerate-codes': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/regenerate-codes`, body: { level: 'viewer' } }),
    fresh: 'game',
  },
  'GET /api/games/{id}/invitations/{token}': get((cell) => `${g(cell)}/invitations/${cell.world.viewerInvitation}`),
  'POST /api/games/{id}/invitations/{token}/accept': {
    request: (cell) => ({ method: 'POST', url: `${g(cell)}/invitations/${cell.world.viewerInvitation}/accept` }),
  },

  'GET /api/courses': get(() => '/api/courses'),
  'POST /api/courses': {
    request: (cell) => ({ method: 'POST', url: '/api/courses', body: { name: `Course ${slug(cell)}`, location: 'Testville', holes: 18 } }),
  },
  'GET /api/courses/search': get(() => '/api/courses/search?query=Matrix'),
  'GET /api/courses/{id}': get((cell) => `/api/courses/${cell.course.id}`),
  'PATCH /api/courses/{id}': {
    request: (cell) => ({ method: 'PATCH', url: `/api/courses/${cell.course.id}`, body: { location: `Town ${slug(cell)}` } }),
  },
  'DELETE /api/courses/{id}': { request: (cell) => ({ method: 'DELETE', url: `/api/courses/${cell.course.id}` }), fresh: 'course' },
  'POST /api/courses/{id}/tees': {
    request: (cell) => ({
      method: 'POST',
      url: `/api/courses/${cell.course.id}/tees`,
      body: {
        name: `Tee ${slug(cell)}`,
        color: 'blue',
        rating: 72,
        slope: 130,
        holes: Array.from({ length: 18 }, (_, index) => ({ holeNumber: index + 1, par: 4, handicap: index + 1 })),
      },
    }),
  },
  'PATCH /api/tees/{id}': { request: (cell) => ({ method: 'PATCH', url: `/api/tees/${cell.course.spare}`, body: { slope: 126 } }) },
  'DELETE /api/tees/{id}': { request: (cell) => ({ method: 'DELETE', url: `/api/tees/${cell.course.spare}` }), fresh: 'course' },
  'GET /api/curated-courses/search': get(() => '/api/curated-courses/search?query=Pebble'),
  // Player A and player B are one user, whose library takes a curated course once: B adds another.
  'POST /api/curated-courses/{id}/add': {
    request: (cell) => ({
      method: 'POST',
      url: `/api/curated-courses/${cell.caller === 'player B' ? 'bandon-dunes' : 'pebble-beach-golf-links'}/add`,
    }),
  },
  'GET /api/golf-courses/status': get(() => '/api/golf-courses/status'),
  'GET /api/golf-courses/search': get(() => '/api/golf-courses/search?query=Fixture'),
  'GET /api/golf-courses/{id}': get(() => '/api/golf-courses/900101'),
  'POST /api/golf-courses/{id}/import': { request: () => ({ method: 'POST', url: '/api/golf-courses/900101/import' }) },
  'GET /api/jobs/{jobId}': get((cell) => `/api/jobs/${cell.creatorJobId}`),
  'POST /api/admin/courses': {
    request: (cell) => ({
      method: 'POST',
      url: '/api/admin/courses',
      body: { name: `Global ${slug(cell)}`, location: 'Everywhere', holes: 18 },
    }),
  },
  'GET /api/admin/courses/template': get(() => '/api/admin/courses/template'),
  'POST /api/admin/courses/bulk-upload': {
    request: (cell) => ({ method: 'POST', url: '/api/admin/courses/bulk-upload', file: cell.template }),
  },
  'GET /api/admin/stats': get(() => '/api/admin/stats'),
  'GET /api/admin/users': get(() => '/api/admin/users?search=matrix'),
  'POST /api/admin/users': {
    request: (cell) => ({
      method: 'POST',
      url: '/api/admin/users',
      body: { username: `a${cell.unique}`, email: `a-${slug(cell)}@example.com`, firstName: 'Made', lastName: 'ByAdmin', handicap: 3 },
    }),
  },
  'PATCH /api/admin/users/{id}': {
    request: (cell) => ({ method: 'PATCH', url: `/api/admin/users/${cell.people.target.user.id}`, body: { firstName: `T${cell.unique}` } }),
  },
  'PUT /api/admin/users/{id}/promote': {
    request: (cell) => ({ method: 'PUT', url: `/api/admin/users/${cell.people.target.user.id}/promote`, body: { isAdmin: true } }),
  },
  'GET /api/admin/courses': get(() => '/api/admin/courses'),
  'POST /api/admin/set-aside-streams/retry': {
    request: (cell) => ({ method: 'POST', url: '/api/admin/set-aside-streams/retry', body: { stream: `game-${cell.world.gameId}` } }),
  },

  ...tripRouteCalls,
};
