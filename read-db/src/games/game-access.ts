import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { isGameUuid } from './game-rows.ts';

/** A row of `read.game_access`: one grant of one game (see migrations/0007_game_access.sql). */
export const GameAccessRow = z.object({
  grantId: z.string().uuid(),
  gameId: z.string().uuid(),
  userId: z.string().uuid().nullable(),
  email: z.string().nullable(),
  level: z.enum(['admin', 'player', 'viewer']),
  via: z.enum(['creator', 'code', 'email_share', 'player_account']),
  playerIds: z.array(z.string().uuid()),
  playerName: z.string().nullable(),
  grantedBy: z.string().uuid().nullable(),
});
export type GameAccessRow = z.infer<typeof GameAccessRow>;

const accessColumns: FragmentSqlToken = sql.fragment`
  a.grant_id AS "grantId", a.game_id AS "gameId", a.user_id AS "userId", a.email, a.access_level AS "level", a.via,
  a.player_ids::text[] AS "playerIds", a.player_name AS "playerName", a.granted_by AS "grantedBy"
`;

/** Every grant of a game, the creator's first, then by holder. */
export async function listGameAccess(db: CommonQueryMethods, gameId: string): Promise<GameAccessRow[]> {
  if (!isGameUuid(gameId)) return [];
  return [
    ...(await db.any(sql.type(GameAccessRow)`
    SELECT ${accessColumns} FROM read.game_access a WHERE a.game_id = ${gameId}
    ORDER BY a.via = 'creator' DESC, coalesce(a.email, a.user_id::text), a.grant_id
  `)),
  ];
}

/** The game a grant belongs to; null for an unknown grant. */
export async function findGrantGameId(db: CommonQueryMethods, grantId: string): Promise<string | null> {
  if (!isGameUuid(grantId)) return null;
  return db.maybeOneFirst(
    sql.type(z.object({ gameId: z.string().uuid() }))`SELECT game_id AS "gameId" FROM read.game_access WHERE grant_id = ${grantId}`,
  );
}

/** What deciding a caller's access to a game needs: its view code, the caller's grants and the players. */
export const GameAccessFactsRow = z.object({
  gameId: z.string().uuid(),
  viewCode: z.string(),
  grants: z.array(GameAccessRow),
  players: z.array(z.object({ id: z.string().uuid(), name: z.string(), userId: z.string().uuid().nullable() })),
  /** The holder is a member of the trip the game belongs to. */
  tripMember: z.boolean(),
  /** The projector set the game's stream aside: these rows stop before an event it could not apply. */
  setAside: z.boolean(),
});
export type GameAccessFactsRow = z.infer<typeof GameAccessFactsRow>;

/** The grants of game `g` that pass `filter` (on grant `a`), as a JSON array of GameAccessRow. */
const grantsOfGame = (filter: FragmentSqlToken) => sql.fragment`
  coalesce((SELECT json_agg(json_build_object(
      'grantId', a.grant_id, 'gameId', a.game_id, 'userId', a.user_id, 'email', a.email, 'level', a.access_level,
      'via', a.via, 'playerIds', a.player_ids, 'playerName', a.player_name, 'grantedBy', a.granted_by))
    FROM read.game_access a WHERE a.game_id = g.id AND ${filter}), '[]')
`;

/** The players of game `g` in the order they joined, as a JSON array. */
const playersOfGame = sql.fragment`
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'userId', p.user_id) ORDER BY p.added_position, p.id)
    FROM read.game_players p WHERE p.game_id = g.id), '[]')
`;

/**
 * In one round trip: the game's view code, the grants held by `holder` (by account, or by an
 * e-mail share to the address it proved, `email`; none for a guest), the players in the order they joined, and
 * whether the holder is a member of the game's trip, and whether its stream is set aside. Null
 * when there is no such game.
 */
export async function getGameAccessFacts(
  db: CommonQueryMethods,
  gameId: string,
  holder: { userId: string; email: string | null } | null,
): Promise<GameAccessFactsRow | null> {
  if (!isGameUuid(gameId)) return null;
  const mine = holder
    ? sql.fragment`(a.user_id = ${holder.userId} OR (a.user_id IS NULL AND a.email = ${holder.email?.trim().toLowerCase() ?? null}::text))`
    : sql.fragment`FALSE`;
  const tripMember = holder
    ? sql.fragment`EXISTS (SELECT 1 FROM read.trip_members tm WHERE tm.trip_id = g.trip_id AND tm.user_id = ${holder.userId})`
    : sql.fragment`FALSE`;
  return db.maybeOne(sql.type(GameAccessFactsRow)`
    SELECT g.id AS "gameId", g.view_code AS "viewCode",
      ${grantsOfGame(mine)} AS grants, ${playersOfGame} AS players,
      ${tripMember} AS "tripMember",
      EXISTS (SELECT 1 FROM read.set_aside_streams s WHERE s.kind = 'game' AND s.stream_id = g.id::text) AS "setAside"
    FROM read.games g WHERE g.id = ${gameId}
  `);
}

/** What deciding anyone's access to a game needs: its view code, every grant, the players, and the members of its trip. */
export const GameAccessForAllRow = GameAccessFactsRow.omit({ tripMember: true, setAside: true }).extend({
  tripMemberIds: z.array(z.string().uuid()),
});
export type GameAccessForAllRow = z.infer<typeof GameAccessForAllRow>;

/**
 * In one round trip for all these games: each one's view code, all its grants, its players in the
 * order they joined and the users of its trip, by game id (a game that is gone is absent). Who
 * of its callers may still watch follows from these with the access rule, for every caller at once.
 */
export async function getGamesAccessForAll(db: CommonQueryMethods, gameIds: readonly string[]): Promise<Map<string, GameAccessForAllRow>> {
  const ids = gameIds.filter(isGameUuid);
  if (ids.length === 0) return new Map();
  const rows = await db.any(sql.type(GameAccessForAllRow)`
    SELECT g.id AS "gameId", g.view_code AS "viewCode",
      ${grantsOfGame(sql.fragment`TRUE`)} AS grants, ${playersOfGame} AS players,
      coalesce((SELECT json_agg(tm.user_id) FROM read.trip_members tm WHERE tm.trip_id = g.trip_id), '[]')
        AS "tripMemberIds"
    FROM read.games g WHERE g.id = ANY(${sql.array(ids, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.gameId, row]));
}

/** Whether some game is shared with `email` by an e-mail share no account holds yet. */
export async function hasWaitingEmailShare(db: CommonQueryMethods, email: string): Promise<boolean> {
  return db.exists(sql.unsafe`
    SELECT 1 FROM read.game_access a WHERE a.via = 'email_share' AND a.user_id IS NULL AND a.email = ${email.trim().toLowerCase()}
  `);
}
