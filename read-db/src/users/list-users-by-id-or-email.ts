import { sql, type CommonQueryMethods } from 'slonik';
import { UserRow, userRowColumns } from './user-row.ts';

/**
 * The users with any of these ids, or who proved one of these e-mail addresses (compared
 * lower-cased): an account that only typed an address in holds no share made to it. In one query.
 */
export async function listUsersByIdOrEmail(db: CommonQueryMethods, ids: readonly string[], emails: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0 && emails.length === 0) return [];
  const lowered = emails.map((email) => email.trim().toLowerCase());
  return [
    ...(await db.any(sql.type(UserRow)`
      SELECT ${userRowColumns} FROM read.users u
      WHERE u.id = ANY(${sql.array([...ids], 'uuid')}) OR (u.email_confirmed AND lower(u.email) = ANY(${sql.array(lowered, 'text')}))
    `)),
  ];
}
