import type { GameListResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export const getGames = () => apiJson<GameListResponse>('GET', queryKeyToUrl(gameKeys.all));

/** The caller's games. The spec's one exception to the cache rules: refetched on focus, never cached. */
export const gamesQueryOptions = () =>
  queryOptions({ queryKey: gameKeys.all, queryFn: getGames, staleTime: 0, gcTime: 0, refetchOnWindowFocus: true });

export function useGames() {
  return useQuery(gamesQueryOptions());
}
