import type { CupView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { cupKeys, cupUrl } from './cup-keys.ts';

/** The cup's board; null while the trip has none (the API's 404 'no cup yet' for a member). */
export const cupQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: cupKeys.cup(tripId),
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

export const useCup = (tripId: string) => useQuery(cupQueryOptions(tripId));
