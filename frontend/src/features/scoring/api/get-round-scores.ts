import type { HoleScoreListResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { scoringKeys } from './scoring-keys.ts';

export const getRoundScores = (gameId: string, roundNumber: number) =>
  apiJson<HoleScoreListResponse>('GET', queryKeyToUrl(scoringKeys.roundScores(gameId, roundNumber)));

/** Every hole score recorded in a round (what a hole shows when opened again); read fresh when the screen opens. */
export const roundScoresQueryOptions = (gameId: string, roundNumber: number) =>
  queryOptions({
    queryKey: scoringKeys.roundScores(gameId, roundNumber),
    queryFn: () => getRoundScores(gameId, roundNumber),
    staleTime: 0,
  });

export function useRoundScores(gameId: string, roundNumber: number, enabled = true) {
  return useQuery({ ...roundScoresQueryOptions(gameId, roundNumber), enabled });
}
