import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { addingCourseRoute } from './adding-course/route.ts';
import { addingMemberRoute } from './adding-member/route.ts';
import { cupRoutes } from './cup/index.ts';
import { creatingTripRoute } from './creating-trip/route.ts';
import { listingCoursesRoute } from './listing-courses/route.ts';
import { listingGamesRoute } from './listing-games/route.ts';
import { listingMembersRoute } from './listing-members/route.ts';
import { listingTripsRoute } from './listing-trips/route.ts';
import { tripLiveRoute } from './live/route.ts';
import { tripLiveTicketRoute } from './live/ticket-route.ts';
import { removingCourseRoute } from './removing-course/route.ts';
import { removingMemberRoute } from './removing-member/route.ts';
import { standingsRoute } from './standings/route.ts';

/** Trips under /api/trips: members see a trip, its games and standings; organizers manage it (docs/access.md). */
export function tripRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(listingTripsRoute(deps));
    await app.register(creatingTripRoute(deps));
    await app.register(listingMembersRoute(deps));
    await app.register(addingMemberRoute(deps));
    await app.register(removingMemberRoute(deps));
    await app.register(listingCoursesRoute(deps));
    await app.register(addingCourseRoute(deps));
    await app.register(removingCourseRoute(deps));
    await app.register(listingGamesRoute(deps));
    await app.register(standingsRoute(deps));
    await app.register(tripLiveRoute(deps));
    await app.register(tripLiveTicketRoute(deps));
    await app.register(cupRoutes(deps));
  };
}
