import { describe, expectTypeOf, it } from 'vitest';
import type { HandicapRecordView, HandicapRoundView } from '@golf/contracts';
import type { HandicapRecordView as GolfRecordView, HandicapRoundView as GolfRoundView } from '@golf/golf';

/** The record @golf/golf works out, with the user's choice of index beside it, as one object type. */
type WithChoice = { [Key in keyof GolfRecordView | 'useAppIndex']: Key extends keyof GolfRecordView ? GolfRecordView[Key] : boolean };

describe('the handicap record’s type, declared once', () => {
  it('given the contract’s views and @golf/golf’s, then they are the same types (the contract adds the choice of index)', () => {
    // Checked by `tsc -b` (npm test): a field added to one and not the other fails the type-check.
    expectTypeOf<HandicapRoundView>().toEqualTypeOf<GolfRoundView>();
    expectTypeOf<HandicapRecordView>().toEqualTypeOf<WithChoice>();
  });
});
