import { tripsQueryKeyRoot } from '../../../lib/trip-query-key.ts';

/** Query keys of trips. Everything read of one trip starts with `trip(id)`, so one invalidation refreshes it all. */
export const tripKeys = {
  all: tripsQueryKeyRoot,
  list: () => [...tripKeys.all, 'list'] as const,
  trip: (tripId: string) => [...tripKeys.all, tripId] as const,
  games: (tripId: string) => [...tripKeys.trip(tripId), 'games'] as const,
  members: (tripId: string) => [...tripKeys.trip(tripId), 'members'] as const,
  courses: (tripId: string) => [...tripKeys.trip(tripId), 'courses'] as const,
  standings: (tripId: string) => [...tripKeys.trip(tripId), 'standings'] as const,
};
