import { sql, type CommonQueryMethods } from 'slonik';
import { isGameUuid } from '../games/game-rows.ts';
import { LeaderboardEntryRow, LeaderboardResultsRow, LeaderboardTeamRow } from './leaderboard-rows.ts';

/** The overall leaderboard's round number in the leaderboard tables. */
export const OVERALL_LEADERBOARD = 0;

export interface LeaderboardRecord {
  entries: LeaderboardEntryRow[];
  teams: LeaderboardTeamRow[];
  /** Null when the projector has no leaderboard for it (a round without a course or card). */
  results: LeaderboardResultsRow | null;
}

/**
 * A game's leaderboard as projected: `roundNumber` 0 (OVERALL_LEADERBOARD) for every round
 * played together, n for round n alone. Entries and teams in display order, best first.
 */
export async function getLeaderboard(db: CommonQueryMethods, gameId: string, roundNumber: number): Promise<LeaderboardRecord> {
  if (!isGameUuid(gameId)) return { entries: [], teams: [], results: null };
  const entries = await db.any(sql.type(LeaderboardEntryRow)`
    SELECT e.position, e.tied,
      json_build_object('id', p.id, 'name', p.name, 'handicap', p.handicap, 'teamNumber', p.team_number, 'userId', p.user_id) AS player,
      e.total_points AS "totalPoints", e.total_strokes AS "totalStrokes", e.total_net_score AS "totalNetScore",
      e.par_for_holes_played AS "parForHolesPlayed", e.to_par AS "toPar", e.holes_played AS "holesPlayed",
      e.current_quota AS "currentQuota", e.quota_delta AS "quotaDelta", e.details
    FROM read.leaderboard_entries e JOIN read.game_players p ON p.id = e.player_id
    WHERE e.game_id = ${gameId} AND e.round_number = ${roundNumber}
    ORDER BY e.sort_order
  `);
  const teams = await db.any(sql.type(LeaderboardTeamRow)`
    SELECT team_number AS "teamNumber", name, position, tied, total_points AS "totalPoints", total_strokes AS "totalStrokes",
      holes_played AS "holesPlayed", player_ids AS "playerIds"
    FROM read.leaderboard_teams WHERE game_id = ${gameId} AND round_number = ${roundNumber}
    ORDER BY sort_order
  `);
  const results = await db.maybeOne(sql.type(LeaderboardResultsRow)`
    SELECT skins, nassau, payouts, prize_pool_cents AS "prizePoolCents", summary
    FROM read.leaderboard_results WHERE game_id = ${gameId} AND round_number = ${roundNumber}
  `);
  return { entries: [...entries], teams: [...teams], results };
}
