import { HANDICAP_INDEX_MAX } from '../handicap/course-handicap.ts';
import { divideRounded, type Tenths } from './tenths.ts';

/** The index is worked from the most recent 20 differentials (Rule 5.2). */
export const RECORD_SIZE = 20;
/** Fewer differentials than this give no index. */
export const ROUNDS_FOR_AN_INDEX = 3;

/**
 * Rule 5.2's table: with `count` differentials (3 … 20), how many of the lowest are averaged and
 * what is taken off the average (in tenths). Null below 3.
 */
export function rule52(count: number): { lowest: number; adjustment: Tenths } | null {
  if (count < ROUNDS_FOR_AN_INDEX) return null;
  if (count === 3) return { lowest: 1, adjustment: 20 };
  if (count === 4) return { lowest: 1, adjustment: 10 };
  if (count === 5) return { lowest: 1, adjustment: 0 };
  if (count === 6) return { lowest: 2, adjustment: 10 };
  if (count <= 8) return { lowest: 2, adjustment: 0 };
  if (count <= 11) return { lowest: 3, adjustment: 0 };
  if (count <= 14) return { lowest: 4, adjustment: 0 };
  if (count <= 16) return { lowest: 5, adjustment: 0 };
  if (count <= 18) return { lowest: 6, adjustment: 0 };
  if (count === 19) return { lowest: 7, adjustment: 0 };
  return { lowest: 8, adjustment: 0 };
}

export interface IndexFromDifferentials {
  /** In tenths, at most 54.0. */
  index: Tenths;
  /** Positions (in the list given) of the differentials averaged. */
  used: number[];
}

/**
 * The Handicap Index from up to the 20 most recent differentials (in tenths, oldest first):
 * the average of the lowest as Rule 5.2 says, rounded to one decimal, less its adjustment, at
 * most 54.0. Of equal differentials the older is used first. Null below 3 differentials.
 */
export function indexFromDifferentials(differentials: readonly Tenths[]): IndexFromDifferentials | null {
  if (differentials.length > RECORD_SIZE) throw new RangeError(`At most ${RECORD_SIZE} differentials make an index`);
  const rule = rule52(differentials.length);
  if (!rule) return null;
  const used = differentials
    .map((value, position) => ({ value, position }))
    .sort((a, b) => a.value - b.value || a.position - b.position)
    .slice(0, rule.lowest)
    .map((d) => d.position);
  const sum = used.reduce((total, position) => total + differentials[position]!, 0);
  const index = Math.min(divideRounded(sum, rule.lowest) - rule.adjustment, HANDICAP_INDEX_MAX * 10);
  return { index, used: used.sort((a, b) => a - b) };
}
