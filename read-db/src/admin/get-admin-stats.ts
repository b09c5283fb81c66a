import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** How many days the dashboard's charts cover, today included. */
export const ADMIN_STATS_DAYS = 30;
/** How many days count as "this week" for active users, today included. */
export const ACTIVE_USER_DAYS = 7;

const Totals = z.object({ users: z.number(), games: z.number(), courses: z.number(), activeGames: z.number() });
const Day = z.object({ date: z.string(), gamesCreated: z.number(), roundsCompleted: z.number(), scoresEntered: z.number() });

export interface AdminStatsRows {
  totals: z.infer<typeof Totals>;
  /** One row per day, oldest first, ending with `today`; days without activity are zeros. */
  daily: Array<z.infer<typeof Day>>;
  activeUsersThisWeek: number;
}

/**
 * The admin dashboard's figures from the rows the admin-stats projection keeps: the totals row,
 * the last 30 days and the distinct users of the last 7. `today` is a UTC date (YYYY-MM-DD).
 */
export async function getAdminStats(db: CommonQueryMethods, today: string): Promise<AdminStatsRows> {
  const totals = await db.maybeOne(sql.type(Totals)`
    SELECT users, games, courses, active_games AS "activeGames" FROM read.admin_totals WHERE id
  `);
  const daily = await db.any(sql.type(Day)`
    SELECT to_char(s.day, 'YYYY-MM-DD') AS date,
      coalesce(d.games_created, 0) AS "gamesCreated",
      coalesce(d.rounds_completed, 0) AS "roundsCompleted",
      coalesce(d.scores_entered, 0) AS "scoresEntered"
    FROM generate_series(${today}::date - ${ADMIN_STATS_DAYS - 1}::int, ${today}::date, interval '1 day') AS s(day)
    LEFT JOIN read.admin_daily_activity d ON d.day = s.day::date
    ORDER BY s.day
  `);
  const active = await db.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(DISTINCT user_id)::int AS count FROM read.admin_active_users
    WHERE day > ${today}::date - ${ACTIVE_USER_DAYS}::int AND day <= ${today}::date
  `);
  return { totals: totals ?? { users: 0, games: 0, courses: 0, activeGames: 0 }, daily: [...daily], activeUsersThisWeek: active };
}
