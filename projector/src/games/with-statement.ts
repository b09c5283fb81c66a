import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';

/**
 * Parameters one statement takes at most here: a whole chunk of leaderboards (500 boards, 2,000
 * parameters, write-leaderboards.ts) and the batch's other writes, never two chunks of boards,
 * so a rebuild's statements stay as large as they were (PostgreSQL's limit is 65,535).
 */
const MAX_PARAMETERS = 2_500;

/**
 * Runs data-modifying WITH parts (`name AS (INSERT …)`, each of its own name) in as few statements
 * as MAX_PARAMETERS allows, in order: every part runs to completion whether or not the statement
 * reads it. The parts of one statement see the same snapshot, so they must write different rows
 * and none may need another's rows: a batch's deletes run before, on their own (decision 0883).
 */
export async function runWithParts(db: CommonQueryMethods, parts: readonly FragmentSqlToken[]): Promise<void> {
  let group: FragmentSqlToken[] = [];
  let parameters = 0;
  for (const part of parts) {
    if (group.length > 0 && parameters + part.values.length > MAX_PARAMETERS) {
      await runGroup(db, group);
      group = [];
      parameters = 0;
    }
    group.push(part);
    parameters += part.values.length;
  }
  if (group.length > 0) await runGroup(db, group);
}

async function runGroup(db: CommonQueryMethods, parts: readonly FragmentSqlToken[]): Promise<void> {
  await db.query(sql.unsafe`WITH ${sql.join(parts, sql.fragment`, `)} SELECT 1`);
}
