import { sql, type CommonQueryMethods } from 'slonik';
import { isGameUuid } from '../games/game-rows.ts';
import { LeaderboardDocument } from './leaderboard-rows.ts';

/** The overall leaderboard's round number in `read.leaderboards`. */
export const OVERALL_LEADERBOARD = 0;

/**
 * A game's leaderboard as projected, parsed and checked: `roundNumber` 0 (OVERALL_LEADERBOARD)
 * for every round played together, n for round n alone. Entries and teams in display order,
 * best first. Null when the projector has no leaderboard for it (a round without a card).
 */
export async function getLeaderboard(db: CommonQueryMethods, gameId: string, roundNumber: number): Promise<LeaderboardDocument | null> {
  if (!isGameUuid(gameId)) return null;
  return db.maybeOne(sql.type(LeaderboardDocument)`
    SELECT entries, teams, skins, nassau, payouts, prize_pool_cents AS "prizePoolCents", summary
    FROM read.leaderboards WHERE game_id = ${gameId} AND round_number = ${roundNumber}
  `);
}
