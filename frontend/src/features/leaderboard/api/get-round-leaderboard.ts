import type { LeaderboardView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './leaderboard-keys.ts';

export const getRoundLeaderboard = (gameId: string, roundNumber: number) =>
  apiJson<LeaderboardView>('GET', queryKeyToUrl(leaderboardKeys.round(gameId, roundNumber)));

/** One round on its own (its cards and standings). Read fresh on each visit. */
export const roundLeaderboardQueryOptions = (gameId: string, roundNumber: number) =>
  queryOptions({
    queryKey: leaderboardKeys.round(gameId, roundNumber),
    queryFn: () => getRoundLeaderboard(gameId, roundNumber),
    staleTime: 0,
  });

export function useRoundLeaderboard(gameId: string, roundNumber: number | null) {
  return useQuery({ ...roundLeaderboardQueryOptions(gameId, roundNumber ?? 0), enabled: roundNumber !== null });
}
