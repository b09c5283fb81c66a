import type { CupView } from '@golf/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './api-client.ts';
import { parseApiError } from './api-error.ts';
import { tripsQueryKeyRoot } from './trip-query-key.ts';

/**
 * A trip's cup board, shared by the cup's screens and a cup match's scoring screen (which names
 * the sides by the cup's teams). It sits under the trip's key (`['/api/trips', id, 'cup']`), so
 * the trip's live stream, which refreshes everything read of the trip, refreshes it.
 */
export const cupQueryKey = (tripId: string) => [...tripsQueryKeyRoot, tripId, 'cup'] as const;

export const cupUrl = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/cup`;

/** The cup's board; null while the trip has none (the API's 404 'no cup yet' for a member). */
export const cupQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: cupQueryKey(tripId),
    queryFn: async (): Promise<CupView | null> => {
      try {
        return await apiJson<CupView>('GET', cupUrl(tripId));
      } catch (error) {
        const details = parseApiError(error);
        if (details.status === 404 && details.message?.includes('no cup yet')) return null;
        throw error;
      }
    },
  });
