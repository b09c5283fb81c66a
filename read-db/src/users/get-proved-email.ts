import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** The address the user proved they hold (lower-cased); null when they proved none, or there is no such user. */
export async function getProvedEmail(db: CommonQueryMethods, userId: string): Promise<string | null> {
  const row = await db.maybeOne(
    sql.type(z.object({ email: z.string() }))`SELECT lower(email) AS email FROM read.users WHERE id = ${userId} AND email_confirmed`,
  );
  return row?.email ?? null;
}
