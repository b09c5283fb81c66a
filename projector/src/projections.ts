import type { Projection } from './projection.ts';
import { coursesProjection } from './courses/courses-projection.ts';
import { gamesProjection } from './games/games-projection.ts';
import { usersProjection } from './users/users-projection.ts';

/** Every read model the projector maintains, in the order each event is applied to them. */
export const projections: Projection[] = [usersProjection, coursesProjection, gamesProjection];
