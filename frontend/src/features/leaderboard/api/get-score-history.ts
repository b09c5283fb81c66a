import type { ScoreHistoryResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './leaderboard-keys.ts';

export const getScoreHistory = (gameId: string) =>
  apiJson<ScoreHistoryResponse>('GET', queryKeyToUrl(leaderboardKeys.scoreHistory(gameId)));

/**
 * Every score entered or corrected in the game, oldest first (admin only: others get 403). One
 * read for the whole game, so every card on the screen marks its holes from it.
 */
export const scoreHistoryQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: leaderboardKeys.scoreHistory(gameId), queryFn: () => getScoreHistory(gameId), staleTime: 0 });

export function useScoreHistory(gameId: string, enabled: boolean) {
  return useQuery({ ...scoreHistoryQueryOptions(gameId), enabled });
}
