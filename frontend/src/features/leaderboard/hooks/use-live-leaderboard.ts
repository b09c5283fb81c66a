import { useLiveGame } from '../../../lib/use-live-games.ts';
import { leaderboardKeys } from '../api/leaderboard-keys.ts';

/**
 * Keeps the leaderboard screen live: a change of the game refreshes everything read of it
 * (overall and round standings, the score history, the game), by the game's key prefix.
 */
export function useLiveLeaderboard(gameId: string): void {
  useLiveGame(gameId, (id) => [{ queryKey: leaderboardKeys.game(id) }]);
}
