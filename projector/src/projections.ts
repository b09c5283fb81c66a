import type { Projection } from './projection.ts';
import { gameAccessProjection } from './access/game-access-projection.ts';
import { coursesProjection } from './courses/courses-projection.ts';
import { gamesProjection } from './games/games-projection.ts';
import { scoringProjection } from './scoring/scoring-projection.ts';
import { usersProjection } from './users/users-projection.ts';

/**
 * Every read model the projector maintains, in the order each event is applied to them. Scoring
 * comes before games and courses: it must see an event's game before that event changes it.
 */
export const projections: Projection[] = [usersProjection, scoringProjection, coursesProjection, gamesProjection, gameAccessProjection];
