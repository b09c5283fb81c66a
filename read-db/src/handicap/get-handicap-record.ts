import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/**
 * A golfer's handicap record as the handicap projection stored it: the figures, which index they
 * fill in, and the rounds as JSON text (the projection's output in @golf/golf's
 * HandicapRecordView shape, passed on as it is).
 */
export const HandicapRecordRow = z.object({
  useAppIndex: z.boolean(),
  handicapIndex: z.number().nullable(),
  lowHandicapIndex: z.number().nullable(),
  roundsCounted: z.number().int(),
  rounds: z.string(),
});
export type HandicapRecordRow = z.infer<typeof HandicapRecordRow>;

/** The record of a user with no round and the default choice (the projection keeps no row for them). */
export const EMPTY_HANDICAP_RECORD: HandicapRecordRow = {
  useAppIndex: false,
  handicapIndex: null,
  lowHandicapIndex: null,
  roundsCounted: 0,
  rounds: '[]',
};

/** The user's handicap record; the empty one when they have none. */
export async function getHandicapRecord(db: CommonQueryMethods, userId: string): Promise<HandicapRecordRow> {
  const row = await db.maybeOne(sql.type(HandicapRecordRow)`
    SELECT use_app_index AS "useAppIndex", handicap_index AS "handicapIndex", low_handicap_index AS "lowHandicapIndex",
      rounds_counted AS "roundsCounted", rounds
    FROM read.handicap_records WHERE user_id = ${userId}
  `);
  return row ?? EMPTY_HANDICAP_RECORD;
}
