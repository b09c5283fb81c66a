import type { LeaderboardView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './leaderboard-keys.ts';

export const getLeaderboard = (gameId: string) => apiJson<LeaderboardView>('GET', queryKeyToUrl(leaderboardKeys.overall(gameId)));

/** Every round together: standings, teams, skins, Nassau, payouts and the game summary. Read fresh on each visit. */
export const leaderboardQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: leaderboardKeys.overall(gameId), queryFn: () => getLeaderboard(gameId), staleTime: 0 });

export function useLeaderboard(gameId: string) {
  return useQuery(leaderboardQueryOptions(gameId));
}
