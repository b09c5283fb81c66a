import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** A row of read.round_stats: one completed round of a golfer, its statistics as the projection summed them (JSON text). */
export const RoundStatsRow = z.object({
  gameId: z.string(),
  gameName: z.string(),
  roundNumber: z.number().int(),
  courseName: z.string().nullable(),
  playedAt: z.string(),
  stats: z.string(),
});
export type RoundStatsRow = z.infer<typeof RoundStatsRow>;

/** The user's last `limit` completed rounds with their statistics, newest first (ties by game and round). */
export async function listRoundStats(db: CommonQueryMethods, userId: string, limit: number): Promise<RoundStatsRow[]> {
  return [
    ...(await db.any(sql.type(RoundStatsRow)`
      SELECT game_id AS "gameId", game_name AS "gameName", round_number AS "roundNumber", course_name AS "courseName",
        played_at AS "playedAt", stats::text AS stats
      FROM read.round_stats WHERE user_id = ${userId}
      ORDER BY played_at DESC, game_id, round_number DESC
      LIMIT ${limit}
    `)),
  ];
}
