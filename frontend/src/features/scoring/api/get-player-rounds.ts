import type { PlayerRoundListResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { scoringKeys } from './scoring-keys.ts';

export const getPlayerRounds = (gameId: string) => apiJson<PlayerRoundListResponse>('GET', queryKeyToUrl(scoringKeys.playerRounds(gameId)));

/** Each player's tee and course handicap per round. */
export const playerRoundsQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: scoringKeys.playerRounds(gameId), queryFn: () => getPlayerRounds(gameId), staleTime: 0 });

export function usePlayerRounds(gameId: string) {
  return useQuery(playerRoundsQueryOptions(gameId));
}
