import type { CommonQueryMethods } from 'slonik';
import type { LeaderboardBoardView } from '@golf/golf';
import { getLeaderboardView } from '@golf/read-db';

/** For tests: a stored leaderboard view (round 0: overall) as the projection wrote it; null when there is none. */
export async function storedLeaderboard(db: CommonQueryMethods, gameId: string, roundNumber: number): Promise<LeaderboardBoardView | null> {
  const stored = await getLeaderboardView(db, gameId, roundNumber);
  return stored?.view ? (JSON.parse(stored.view) as LeaderboardBoardView) : null;
}
