import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client.ts';

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
      },
      mutations: { retry: false },
    },
  });
}
