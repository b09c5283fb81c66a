import type { QueryClient } from '@tanstack/react-query';
import { scoringKeys } from '../api/scoring-keys.ts';

/** After scores change: the round's recorded scores, every leaderboard of the game, and the games list (home cards). */
export async function refreshAfterScores(queryClient: QueryClient, gameId: string, roundNumber: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: scoringKeys.roundScores(gameId, roundNumber) }),
    queryClient.invalidateQueries({ queryKey: scoringKeys.leaderboards(gameId) }),
    queryClient.invalidateQueries({ queryKey: scoringKeys.games, exact: true }),
  ]);
}
