import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** The app's Handicap Index of a user (null below 3 counted rounds) and whether they fill it in rather than their typed one. */
export const AppHandicap = z.object({ appHandicapIndex: z.number().nullable(), useAppIndex: z.boolean() });
export type AppHandicap = z.infer<typeof AppHandicap>;

/** The user's app index and choice; none and the typed one when the handicap projection keeps no record of them. */
export async function appHandicapOf(db: CommonQueryMethods, userId: string): Promise<AppHandicap> {
  const row = await db.maybeOne(sql.type(AppHandicap)`
    SELECT handicap_index AS "appHandicapIndex", use_app_index AS "useAppIndex" FROM read.handicap_records WHERE user_id = ${userId}
  `);
  return row ?? { appHandicapIndex: null, useAppIndex: false };
}
