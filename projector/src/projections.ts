import type { Projection } from './projection.ts';
import { adminStatsProjection } from './admin-stats/admin-stats-projection.ts';
import { gameAccessProjection } from './access/game-access-projection.ts';
import { coursesProjection } from './courses/courses-projection.ts';
import { gamesProjection } from './games/games-projection.ts';
import { handicapProjection } from './handicap/handicap-projection.ts';
import { tripsProjection } from './trips/trips-projection.ts';
import { cupProjection } from './trips/cup-projection.ts';
import { usersProjection } from './users/users-projection.ts';
import { pushSubscriptionsProjection } from './push/push-subscriptions-projection.ts';

/**
 * Every read model the projector maintains. Each evolves its own documents or rows from events
 * and reads no other projection's tables, so their order does not matter.
 */
export const projections: Projection[] = [
  usersProjection,
  coursesProjection,
  gamesProjection,
  gameAccessProjection,
  tripsProjection,
  cupProjection,
  adminStatsProjection,
  handicapProjection,
  pushSubscriptionsProjection,
];
