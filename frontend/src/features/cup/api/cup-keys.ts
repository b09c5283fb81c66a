import { tripsQueryKeyRoot } from '../../../lib/trip-query-key.ts';

/**
 * Query keys of the cup. A trip's cup sits under the trip's key (`['/api/trips', id, 'cup']`), so
 * the trip's live stream, which refreshes everything read of the trip, refreshes the cup's board.
 */
export const cupKeys = {
  cup: (tripId: string) => [...tripsQueryKeyRoot, tripId, 'cup'] as const,
  mine: () => ['/api/users/me/cup-matches'] as const,
};

export const cupUrl = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/cup`;
