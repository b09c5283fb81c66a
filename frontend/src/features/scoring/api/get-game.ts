import type { GameView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { scoringKeys } from './scoring-keys.ts';

export const getGame = (gameId: string) => apiJson<GameView>('GET', queryKeyToUrl(scoringKeys.game(gameId)));

/** The game being scored: players, rounds, where play is and its status; read fresh when a screen opens. */
export const gameQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: scoringKeys.game(gameId), queryFn: () => getGame(gameId), staleTime: 0 });

export function useGame(gameId: string) {
  return useQuery(gameQueryOptions(gameId));
}
