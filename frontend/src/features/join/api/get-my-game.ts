import type { GameView } from '@golf/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';

const gameKey = (gameId: string) => ['/api/games', gameId] as const;

/** The game as the signed-in caller may see it (404 when they have no access): an invitation's link lands here. */
export function useMyGame(gameId: string, enabled: boolean) {
  return useQuery({ queryKey: gameKey(gameId), queryFn: () => apiJson<GameView>('GET', queryKeyToUrl(gameKey(gameId))), enabled });
}
