import type { GameSummaryView } from '@golf/contracts';
import { useLiveGames } from '../../../lib/use-live-games.ts';
import { homeKeys } from '../api/home-keys.ts';
import { liveHomeGameIds } from '../model/live-home-games.ts';

/**
 * Keeps home's current game cards live: a change of a game refreshes the games list (round and
 * hole on the card) and that game's leaderboard (the user's rank, points and to par).
 */
export function useLiveCurrentGames(games: readonly GameSummaryView[] | undefined): void {
  useLiveGames(liveHomeGameIds(games), (gameId) => [{ queryKey: homeKeys.games, exact: true }, { queryKey: homeKeys.leaderboard(gameId) }]);
}
