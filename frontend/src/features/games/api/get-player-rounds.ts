import type { PlayerRoundListResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export const getPlayerRounds = (gameId: string) => apiJson<PlayerRoundListResponse>('GET', queryKeyToUrl(gameKeys.playerRounds(gameId)));

/** Every player's tee and course handicap, for every round of the game. */
export const playerRoundsQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: gameKeys.playerRounds(gameId), queryFn: () => getPlayerRounds(gameId) });

export function usePlayerRounds(gameId: string) {
  return useQuery(playerRoundsQueryOptions(gameId));
}
