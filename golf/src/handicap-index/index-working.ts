import { HANDICAP_INDEX_MAX } from '../handicap/course-handicap.ts';
import { RECORD_SIZE, rule52 } from './index-from-differentials.ts';
import { divideRounded, fromTenths, toTenths } from './tenths.ts';

/**
 * How an index is worked out from the record, step by step, for a golfer to check (Rule 5.2):
 * of the most recent `roundsConsidered` differentials, the `lowest` are averaged (`average`, to
 * one decimal), and `adjustment` is taken off while the record is short (3 rounds: 2.0, 4: 1.0,
 * 6: 1.0). `index` is the result before the caps of Rule 5.8 (which need 20 rounds).
 */
export interface IndexWorking {
  roundsConsidered: number;
  lowest: number;
  /** The differentials averaged, as averaged (an exceptional score's reduction already off). */
  differentials: number[];
  average: number;
  adjustment: number;
  index: number;
}

/**
 * The working of an index from the differentials it uses (one decimal each, any order) and the
 * rounds counted in all; null below 3 rounds, or when the differentials are not as many as
 * Rule 5.2 averages for that many rounds (a record from before its rules).
 */
export function indexWorking(used: readonly number[], roundsCounted: number): IndexWorking | null {
  const roundsConsidered = Math.min(roundsCounted, RECORD_SIZE);
  const rule = rule52(roundsConsidered);
  if (!rule || used.length !== rule.lowest) return null;
  const tenths = used.map(toTenths);
  const average = divideRounded(
    tenths.reduce((sum, value) => sum + value, 0),
    rule.lowest,
  );
  const index = Math.min(average - rule.adjustment, HANDICAP_INDEX_MAX * 10);
  return {
    roundsConsidered,
    lowest: rule.lowest,
    differentials: [...tenths].sort((a, b) => a - b).map(fromTenths),
    average: fromTenths(average),
    adjustment: fromTenths(rule.adjustment),
    index: fromTenths(index),
  };
}
