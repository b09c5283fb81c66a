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
 * Users newest first, with games created and courses made (kept by the admin-stats projection);
 * with `search`, those whose username, first, last or full name or e-mail contains it.
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
    SELECT ${userRowColumns}, coalesce(c.game_count, 0) AS "gameCount", coalesce(c.course_count, 0) AS "courseCount"
    FROM read.users u LEFT JOIN read.admin_user_counts c ON c.user_id = u.id
    WHERE ${filter}
    ORDER BY u.created_at DESC, u.id
    LIMIT ${ADMIN_USERS_LIMIT}
  `);
  return [...rows];
}
