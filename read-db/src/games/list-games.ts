import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { GameAccessRow } from './game-access.ts';
import { GameRow, gameRowColumns } from './game-rows.ts';

/** A game in the caller's list: the game row plus what the cards show. */
export const GameSummaryRow = GameRow.extend({
  playerCount: z.number().int(),
  firstRoundCourse: z.object({ id: z.string().uuid(), name: z.string(), holes: z.union([z.literal(9), z.literal(18)]) }).nullable(),
  /** The game's players in the order they joined (who plays with the caller's account, who their access is tied to). */
  players: z.array(z.object({ id: z.string().uuid(), name: z.string(), userId: z.string().uuid().nullable() })),
  /** The grants the caller holds in the game (at least one: that is why it is listed). */
  myGrants: z.array(GameAccessRow),
});
export type GameSummaryRow = z.infer<typeof GameSummaryRow>;

export interface GameListOptions {
  status?: 'setup' | 'in_progress' | 'completed' | undefined;
  limit?: number | undefined;
}

/** Games a list returns at most. */
export const GAME_LIST_LIMIT = 100;

/**
 * The games a user may open (created, shared with them or with the e-mail address they proved,
 * `email`, null when none; joined with a code, played in with their account), newest first: the home dashboard's current games (status
 * in_progress) and recent ones (completed, limit 5), and /games.
 */
export async function listGamesForUser(
  db: CommonQueryMethods,
  holder: { userId: string; email: string | null },
  options: GameListOptions = {},
): Promise<GameSummaryRow[]> {
  const mine = sql.fragment`(a.user_id = ${holder.userId}::uuid OR (a.user_id IS NULL AND a.email = ${holder.email?.trim().toLowerCase() ?? null}::text))`;
  const status = options.status === undefined ? sql.fragment`TRUE` : sql.fragment`g.status = ${options.status}`;
  const limit = Math.max(1, Math.min(options.limit ?? GAME_LIST_LIMIT, GAME_LIST_LIMIT));
  const rows = await db.any(sql.type(GameSummaryRow)`
    SELECT ${gameRowColumns},
      (SELECT count(*)::int FROM read.game_players p WHERE p.game_id = g.id) AS "playerCount",
      (SELECT json_build_object('id', c.id, 'name', c.name, 'holes', c.holes)
         FROM read.game_rounds r JOIN read.courses c ON c.id = r.course_id
        WHERE r.game_id = g.id AND r.round_number = 1) AS "firstRoundCourse",
      coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'userId', p.user_id) ORDER BY p.added_position, p.id)
        FROM read.game_players p WHERE p.game_id = g.id), '[]') AS players,
      mine."myGrants"
    FROM read.games g
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object(
          'grantId', a.grant_id, 'gameId', a.game_id, 'userId', a.user_id, 'email', a.email, 'level', a.access_level,
          'via', a.via, 'playerIds', a.player_ids, 'playerName', a.player_name, 'grantedBy', a.granted_by)) AS "myGrants"
      FROM read.game_access a WHERE a.game_id = g.id AND ${mine}
    ) mine
    WHERE mine."myGrants" IS NOT NULL
      AND ${status}
    ORDER BY g.created_at DESC, g.id
    LIMIT ${limit}
  `);
  return [...rows];
}
