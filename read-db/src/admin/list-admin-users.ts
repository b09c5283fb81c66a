import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { UserRow, userRowColumns } from '../users/user-row.ts';
import { likeLiteral } from '../users/search-users.ts';

/** A user with the counts the admin list shows. */
export const AdminUserRow = UserRow.extend({ gameCount: z.number().int(), courseCount: z.number().int() });
export type AdminUserRow = z.infer<typeof AdminUserRow>;

/** Rows per page of the admin list, at most: the search narrows it. */
export const ADMIN_USERS_LIMIT = 200;

/**
 * A user's games (`u`): those they created and those they play in, each once: a player of the
 * game carries their account, or they hold a player's access to it (a player code joined, a
 * player's e-mail share to their account or address). Games they only watch are not theirs.
 * Each part reads an index (created_by, game_players.user_id, game_access user_id and email).
 */
const gameCount = sql.fragment`
  (SELECT count(*)::int FROM (
    SELECT g.id FROM read.games g WHERE g.created_by = u.id
    UNION SELECT p.game_id FROM read.game_players p WHERE p.user_id = u.id
    UNION SELECT a.game_id FROM read.game_access a WHERE a.user_id = u.id AND a.access_level = 'player'
    UNION SELECT a.game_id FROM read.game_access a WHERE a.user_id IS NULL AND a.email = lower(u.email) AND a.access_level = 'player'
  ) AS played)
`;

/**
 * Users newest first, with their games (created or played in) and the courses they made (kept
 * by the admin-stats projection); with `search`, those whose username, first, last or full name
 * or e-mail contains it.
 */
export async function listAdminUsers(db: CommonQueryMethods, search: string | undefined): Promise<AdminUserRow[]> {
  const term = search?.trim().toLowerCase() ?? '';
  const contains = `%${likeLiteral(term)}%`;
  const filter =
    term === ''
      ? sql.fragment`TRUE`
      : sql.fragment`(lower(u.username) LIKE ${contains} OR lower(u.email) LIKE ${contains}
          OR lower(concat_ws(' ', u.first_name, u.last_name)) LIKE ${contains})`;
  const rows = await db.any(sql.type(AdminUserRow)`
    SELECT ${userRowColumns}, ${gameCount} AS "gameCount", coalesce(c.course_count, 0) AS "courseCount"
    FROM read.users u LEFT JOIN read.admin_user_counts c ON c.user_id = u.id
    WHERE ${filter}
    ORDER BY u.created_at DESC, u.id
    LIMIT ${ADMIN_USERS_LIMIT}
  `);
  return [...rows];
}
