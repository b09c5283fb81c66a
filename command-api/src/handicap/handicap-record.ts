import type { HandicapRecordView } from '@golf/contracts';
import type { HandicapRoundView } from '@golf/golf';
import { getHandicapRecord } from '@golf/read-db';
import type { CommonQueryMethods } from 'slonik';

/** A user's handicap record as the API answers it: the handicap projection's row, its rounds passed on as stored. */
export async function handicapRecordOf(db: CommonQueryMethods, userId: string): Promise<HandicapRecordView> {
  const { rounds, ...figures } = await getHandicapRecord(db, userId);
  return { ...figures, rounds: JSON.parse(rounds) as HandicapRoundView[] };
}
