import { useLiveGame } from '../../../lib/use-live-games.ts';
import { scoringKeys } from '../api/scoring-keys.ts';

/**
 * Keeps the scoring screen live, as the board is (decision 0796): a change of the game (another
 * phone's score, the wolf's choice, a press) patches the round board it holds, which carries the
 * side games, and refreshes the rest read of the game (the game, the round's scores), by the
 * game's key prefix. What the player typed on this phone stays: it is a draft over what is recorded.
 */
export function useLiveScoring(gameId: string): void {
  useLiveGame(gameId, (id) => [{ queryKey: scoringKeys.game(id) }]);
}
