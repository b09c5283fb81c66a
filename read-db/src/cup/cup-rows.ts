import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

const CupTeamRow = z.object({ name: z.string(), color: z.string(), captainId: z.string().uuid(), userIds: z.array(z.string().uuid()) });

/** A trip's cup as its last CupSet set it. */
export const CupRow = z.object({
  tripId: z.string().uuid(),
  name: z.string(),
  teams: z.tuple([CupTeamRow, CupTeamRow]),
  holder: z.union([z.literal(0), z.literal(1)]).nullable(),
  plannedPoints: z.number().nullable(),
});
export type CupRow = z.infer<typeof CupRow>;

/** A match of a cup, with its game's match as the cup counts it (`line`, null before the game has a card). */
export const CupMatchRow = z.object({
  id: z.string().uuid(),
  tripId: z.string().uuid(),
  gameId: z.string().uuid(),
  session: z.number().int(),
  format: z.enum(['four_ball', 'foursomes', 'singles']),
  teams: z.tuple([z.array(z.string().uuid()), z.array(z.string().uuid())]),
  courseId: z.string().uuid(),
  teeSetId: z.string().uuid(),
  teeTime: z.string().nullable(),
  points: z.number(),
  line: z.unknown(),
});
export type CupMatchRow = z.infer<typeof CupMatchRow>;

export async function getCup(db: CommonQueryMethods, tripId: string): Promise<CupRow | null> {
  return db.maybeOne(sql.type(CupRow)`
    SELECT trip_id AS "tripId", name, teams, holder, planned_points AS "plannedPoints" FROM read.cups WHERE trip_id = ${tripId}
  `);
}

/**
 * The cup's matches in the order made, each with its game's line as last projected; a match whose
 * game was deleted is left out (it no longer counts, decision 0830).
 */
export async function listCupMatches(db: CommonQueryMethods, tripId: string): Promise<CupMatchRow[]> {
  const rows = await db.any(sql.type(CupMatchRow)`
    SELECT m.id, m.trip_id AS "tripId", m.game_id AS "gameId", m.session, m.format, m.teams, m.course_id AS "courseId",
      m.tee_set_id AS "teeSetId", m.tee_time AS "teeTime", m.points, r.line
    FROM read.cup_matches m
    JOIN read.games g ON g.id = m.game_id
    LEFT JOIN read.cup_match_results r ON r.game_id = m.game_id
    WHERE m.trip_id = ${tripId}
    ORDER BY m.made_at, m.id
  `);
  return [...rows];
}

/** Whether the user plays a match of the trip's cup (the matches' players read the cup). */
export async function playsInCup(db: CommonQueryMethods, tripId: string, userId: string): Promise<boolean> {
  return db.exists(sql.unsafe`SELECT 1 FROM read.cup_match_players WHERE trip_id = ${tripId} AND user_id = ${userId}`);
}

/** The trips whose cups the user plays a match of, with each trip's name, the newest trip first. */
export async function listCupTripsOfPlayer(db: CommonQueryMethods, userId: string): Promise<Array<{ tripId: string; tripName: string }>> {
  const rows = await db.any(sql.type(z.object({ tripId: z.string().uuid(), tripName: z.string() }))`
    SELECT t.id AS "tripId", t.name AS "tripName" FROM read.trips t
    WHERE EXISTS (SELECT 1 FROM read.cup_match_players p WHERE p.trip_id = t.id AND p.user_id = ${userId})
    ORDER BY t.created_at DESC, t.id
  `);
  return [...rows];
}

/** Names of users by id, as the trip's screens write them: first and last name, else the e-mail. */
export async function listPlayerNames(db: CommonQueryMethods, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.any(sql.type(z.object({ id: z.string().uuid(), name: z.string() }))`
    SELECT id, coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) AS name
    FROM read.users WHERE id = ANY(${sql.array([...userIds], 'uuid')})
  `);
  return new Map(rows.map((row) => [row.id, row.name]));
}
