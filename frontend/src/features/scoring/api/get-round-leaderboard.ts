import type { LeaderboardView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { scoringKeys } from './scoring-keys.ts';

export const getRoundLeaderboard = (gameId: string, roundNumber: number) =>
  apiJson<LeaderboardView>('GET', queryKeyToUrl(scoringKeys.roundLeaderboard(gameId, roundNumber)));

/**
 * A round's results as the server derives them: every player's card (par, gross, net, points
 * per hole and totals) and the team totals. Read fresh whenever a screen opens.
 */
export const roundLeaderboardQueryOptions = (gameId: string, roundNumber: number) =>
  queryOptions({
    queryKey: scoringKeys.roundLeaderboard(gameId, roundNumber),
    queryFn: () => getRoundLeaderboard(gameId, roundNumber),
    staleTime: 0,
  });

export function useRoundLeaderboard(gameId: string, roundNumber: number, enabled = true) {
  return useQuery({ ...roundLeaderboardQueryOptions(gameId, roundNumber), enabled });
}
