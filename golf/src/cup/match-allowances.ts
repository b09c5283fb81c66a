import { requireInteger } from '../golf-rule-error.ts';
import { roundHalfUp } from '../handicap/course-handicap.ts';
import { requireSideSizes, type CupFormat } from './cup-format.ts';

/** Four-ball: each player plays off 90 % of their course handicap (WHS Appendix C). */
export const FOUR_BALL_ALLOWANCE = 0.9;
/** Foursomes: a side plays off 50 % of its players' combined course handicaps. */
export const FOURSOMES_ALLOWANCE = 0.5;

/**
 * The handicaps a cup match's strokes come from, allocated by stroke index (section 2), by the
 * format's WHS allowance (docs/golf-rules.md section 16):
 * - singles: 100 % of each course handicap (CH), off the lower: the lower plays off 0;
 * - four-ball: 90 % of each CH, rounded half up, all four off the lowest of them;
 * - foursomes: 50 % of each side's combined CH, rounded half up; the higher side receives the
 *   difference and the lower plays off 0.
 * `courseHandicaps` are each side's players' CHs in side order; the answer has one handicap a
 * player in singles and four-ball, and one a side (a one-entry list) in foursomes.
 */
export function matchAllowances(format: CupFormat, courseHandicaps: readonly [readonly number[], readonly number[]]): [number[], number[]] {
  requireSideSizes(format, courseHandicaps);
  courseHandicaps.flat().forEach((ch) => requireInteger(ch, 'Course handicap'));
  const [a, b] = courseHandicaps;
  if (format === 'foursomes') {
    return offTheLowest([[sideHandicap(a)], [sideHandicap(b)]]);
  }
  if (format === 'four_ball') {
    const allowed = (chs: readonly number[]) => chs.map((ch) => roundHalfUp((ch * 9) / 10));
    return offTheLowest([allowed(a), allowed(b)]);
  }
  return offTheLowest([[...a], [...b]]);
}

function sideHandicap(chs: readonly number[]): number {
  return roundHalfUp((chs[0]! + chs[1]!) / 2);
}

function offTheLowest([a, b]: [number[], number[]]): [number[], number[]] {
  const lowest = Math.min(...a, ...b);
  return [a.map((h) => h - lowest), b.map((h) => h - lowest)];
}
