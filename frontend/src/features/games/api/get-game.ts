import type { GameView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export const getGame = (gameId: string) => apiJson<GameView>('GET', queryKeyToUrl(gameKeys.detail(gameId)));

/** A game with its players, rounds and payouts. */
export const gameQueryOptions = (gameId: string) => queryOptions({ queryKey: gameKeys.detail(gameId), queryFn: () => getGame(gameId) });

export function useGame(gameId: string) {
  return useQuery(gameQueryOptions(gameId));
}
