import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client.ts';

/** A day: what was read stays at hand for an offline reload (the persisted cache keeps what is in memory). */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;

/** Server data never goes stale by itself and nothing retries: screens refresh what they change. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: KEEP_UNUSED_MS,
      },
      mutations: { retry: false },
    },
  });
}
