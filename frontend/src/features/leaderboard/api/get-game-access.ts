import type { GameAccessLevel, GameView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './leaderboard-keys.ts';

export const getGame = (gameId: string) => apiJson<GameView>('GET', queryKeyToUrl(leaderboardKeys.game(gameId)));

/** The game (GameView): the leaderboard reads only the caller's access level from it. */
export const gameQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: leaderboardKeys.game(gameId), queryFn: () => getGame(gameId) });

/** The caller's level in the game as the server decides it; undefined while unknown (or unreadable). */
export function useGameAccessLevel(gameId: string): GameAccessLevel | undefined {
  return useQuery({ ...gameQueryOptions(gameId), select: (game) => game.accessLevel }).data;
}
