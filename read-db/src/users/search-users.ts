import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/**
 * One hit of a user search: what the add-player and add-member dialogs show. `email` only when the
 * query was that very address (docs/decisions/0731-a-user-search-gives-an-address-only-to-whoever-typed-it.md).
 */
export const UserSearchRow = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  handicap: z.number().nullable(),
  appHandicapIndex: z.number().nullable(),
  useAppIndex: z.boolean(),
});
export type UserSearchRow = z.infer<typeof UserSearchRow>;

/** Hits per search, at most: enough for a picker, never the whole table. */
export const USER_SEARCH_LIMIT = 20;

/** `text` as a LIKE pattern that matches it literally (its % and _ are not wildcards). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Users whose username, first name, last name or full name contains `query`, or whose e-mail is
 * exactly `query` (case-insensitive), each with the app's Handicap Index of them and their choice
 * of index. A part of an address matches nothing, and an address is answered only to the query
 * that was it: a search never tells what anyone's address is. Exact and prefix matches come
 * first, then by last name, first name and username; at most `limit` rows.
 */
export async function searchUsers(db: CommonQueryMethods, query: string, limit: number = USER_SEARCH_LIMIT): Promise<UserSearchRow[]> {
  const term = query.trim().toLowerCase();
  if (term === '') return [];
  const contains = `%${likeLiteral(term)}%`;
  const prefix = `${likeLiteral(term)}%`;
  const rows = await db.any(
    sql.type(UserSearchRow)`
      SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName",
        CASE WHEN lower(u.email) = ${term} THEN u.email END AS email, u.handicap,
        h.handicap_index AS "appHandicapIndex", coalesce(h.use_app_index, false) AS "useAppIndex"
      FROM read.users u LEFT JOIN read.handicap_records h ON h.user_id = u.id
      WHERE lower(u.username) LIKE ${contains}
         OR lower(u.email) = ${term}
         OR lower(coalesce(u.first_name, '')) LIKE ${contains}
         OR lower(coalesce(u.last_name, '')) LIKE ${contains}
         OR lower(concat_ws(' ', u.first_name, u.last_name)) LIKE ${contains}
      ORDER BY
        CASE
          WHEN lower(u.username) = ${term} OR lower(u.email) = ${term} THEN 0
          WHEN lower(u.username) LIKE ${prefix}
            OR lower(coalesce(u.first_name, '')) LIKE ${prefix} OR lower(coalesce(u.last_name, '')) LIKE ${prefix} THEN 1
          ELSE 2
        END,
        lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), lower(u.username), u.id
      LIMIT ${Math.max(1, Math.min(limit, USER_SEARCH_LIMIT))}
    `,
  );
  return [...rows];
}
