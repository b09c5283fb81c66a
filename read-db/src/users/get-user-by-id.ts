import { sql, type CommonQueryMethods } from 'slonik';
import { UserRow, userRowColumns } from './user-row.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user with this id, or null (also for a string that is not a uuid, rather than a SQL error). */
export async function getUserById(db: CommonQueryMethods, id: string): Promise<UserRow | null> {
  if (!uuidPattern.test(id)) return null;
  return db.maybeOne(sql.type(UserRow)`SELECT ${userRowColumns} FROM read.users u WHERE u.id = ${id}`);
}
