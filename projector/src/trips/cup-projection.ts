import { sql } from 'slonik';
import { CupMatchMade, CupSet } from '@golf/events';
import { eventProjection, type EventHandlers } from '../event-projection.ts';
import type { EventProjection } from '../projection.ts';

const handled = [CupSet, CupMatchMade] as const;

const handlers: EventHandlers<typeof handled> = {
  CupSet: async (tx, event) => {
    const { tripId, name, teams, holder, plannedPoints } = event.data;
    await tx.query(sql.unsafe`
      INSERT INTO read.cups (trip_id, name, teams, holder, planned_points)
      VALUES (${tripId}, ${name}, ${JSON.stringify(teams)}::jsonb, ${holder}, ${plannedPoints})
      ON CONFLICT (trip_id) DO UPDATE SET
        name = EXCLUDED.name, teams = EXCLUDED.teams, holder = EXCLUDED.holder, planned_points = EXCLUDED.planned_points
    `);
  },

  CupMatchMade: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`
      INSERT INTO read.cup_matches (id, trip_id, game_id, session, format, teams, course_id, tee_set_id, tee_time, points, made_at)
      VALUES (${data.matchId}, ${data.tripId}, ${data.gameId}, ${data.session}, ${data.format}, ${JSON.stringify(data.teams)}::jsonb,
              ${data.courseId}, ${data.teeSetId}, ${data.teeTime}, ${data.points}, ${event.metadata.occurredAt})
      ON CONFLICT (id) DO UPDATE SET
        trip_id = EXCLUDED.trip_id, game_id = EXCLUDED.game_id, session = EXCLUDED.session, format = EXCLUDED.format,
        teams = EXCLUDED.teams, course_id = EXCLUDED.course_id, tee_set_id = EXCLUDED.tee_set_id, tee_time = EXCLUDED.tee_time,
        points = EXCLUDED.points, made_at = EXCLUDED.made_at
    `);
    const players = data.teams.flatMap((userIds, team) => userIds.map((userId) => ({ userId, team })));
    await tx.query(sql.unsafe`DELETE FROM read.cup_match_players WHERE match_id = ${data.matchId}`);
    await tx.query(sql.unsafe`
      INSERT INTO read.cup_match_players (match_id, trip_id, user_id, team)
      SELECT ${data.matchId}, ${data.tripId}, p."userId", p.team
      FROM json_to_recordset(${JSON.stringify(players)}::json) AS p("userId" uuid, team int)
    `);
  },
};

/**
 * Maintains `read.cups`, `read.cup_matches` and `read.cup_match_players` (read-db migration 0060)
 * from the trip-{id} streams' cup events. Times come from the events, so a rebuild gives the same rows.
 */
export const cupProjection: EventProjection = eventProjection('cups', handled, handlers);
