import { sql, type CommonQueryMethods } from 'slonik';
import { UserRow, userRowColumns } from './user-row.ts';

/** The user with this e-mail, compared case-insensitively; null when there is none. */
export async function findUserByEmail(db: CommonQueryMethods, email: string): Promise<UserRow | null> {
  return db.maybeOne(
    sql.type(UserRow)`
      SELECT ${userRowColumns} FROM read.users u
      WHERE lower(u.email) = lower(${email.trim()})
      ORDER BY u.created_at
      LIMIT 1
    `,
  );
}
