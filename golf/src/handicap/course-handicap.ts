import { GolfRuleError, requireFinite } from '../golf-rule-error.ts';
import { requireHoleCount, type HoleCount } from './hole-count.ts';

export const HANDICAP_INDEX_MIN = -10;
export const HANDICAP_INDEX_MAX = 54;
export const SLOPE_RATING_MIN = 55;
export const SLOPE_RATING_MAX = 155;
export const DEFAULT_SLOPE_RATING = 113;
export const DEFAULT_COURSE_RATING = 72;
/** The share of the index used when a game takes the 80 percent option. */
export const EIGHTY_PERCENT = 0.8;

/**
 * A 9-hole course rating is about half an 18-hole one (27…40). A rating above this on a
 * 9-hole course can only be an 18-hole value (scorecard imports accept 60…85 and the tee
 * editor defaults to 72), so it is halved to get the 9-hole value that section 1 needs.
 */
const NINE_HOLE_RATING_CEILING = 50;

export interface CourseHandicapInput {
  /** Handicap index (HI), −10.0 … 54.0. */
  handicapIndex: number;
  holeCount: HoleCount;
  /** Slope rating (SR), 55 … 155; missing or not a number means 113. */
  slopeRating?: number | null;
  /** Course rating (CR); missing or not a number means 72 (36 on a 9-hole course). */
  courseRating?: number | null;
  /** The tee's total par (see `teePar`); missing means 72, or 36 on a 9-hole course. */
  par?: number | null;
  /** The game's 80 percent option: the index is taken at 80 % before the formula. */
  useEightyPercent?: boolean;
}

/** Sum of the tee's hole pars, or 72/36 when the tee has no (or incomplete) hole data. */
export function teePar(holePars: readonly number[], holeCount: HoleCount): number {
  requireHoleCount(holeCount);
  if (holePars.length !== holeCount) return defaultPar(holeCount);
  return holePars.reduce((sum, par) => sum + par, 0);
}

/**
 * World Handicap System course handicap (docs/golf-rules.md section 1):
 * `CH = round(HI × A × SR / 113 + (CR − par))`, with HI/2 on a 9-hole course. May be negative.
 */
export function courseHandicap(input: CourseHandicapInput): number {
  const holeCount = requireHoleCount(input.holeCount);
  const index = input.handicapIndex;
  requireFinite(index, 'Handicap index');
  if (index < HANDICAP_INDEX_MIN || index > HANDICAP_INDEX_MAX) {
    throw new GolfRuleError(`Handicap index must be between ${HANDICAP_INDEX_MIN} and ${HANDICAP_INDEX_MAX}, got ${index}`);
  }
  const slope = slopeOrDefault(input.slopeRating);
  const rating = ratingOrDefault(input.courseRating, holeCount);
  const par = parOrDefault(input.par, holeCount);
  const allowance = input.useEightyPercent ? EIGHTY_PERCENT : 1;
  const playedIndex = holeCount === 9 ? index / 2 : index;
  return roundHalfUp((playedIndex * allowance * slope) / DEFAULT_SLOPE_RATING + (rating - par));
}

/**
 * Math.round (half up: 10.5 → 11, −2.5 → −2) after trimming binary noise, so a value that is
 * exactly x.5 in decimal (e.g. 5.3 + 0.2) is not rounded down as 5.4999999999. Never −0.
 */
export function roundHalfUp(value: number): number {
  return Math.round(Number(value.toFixed(9))) || 0;
}

function defaultPar(holeCount: HoleCount): number {
  return holeCount === 9 ? 36 : 72;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function slopeOrDefault(slope: number | null | undefined): number {
  if (!isNumber(slope)) return DEFAULT_SLOPE_RATING;
  if (slope < SLOPE_RATING_MIN || slope > SLOPE_RATING_MAX) {
    throw new GolfRuleError(`Slope rating must be between ${SLOPE_RATING_MIN} and ${SLOPE_RATING_MAX}, got ${slope}`);
  }
  return slope;
}

function ratingOrDefault(rating: number | null | undefined, holeCount: HoleCount): number {
  if (holeCount === 9) {
    if (!isNumber(rating)) return DEFAULT_COURSE_RATING / 2;
    return rating > NINE_HOLE_RATING_CEILING ? rating / 2 : rating;
  }
  return isNumber(rating) ? rating : DEFAULT_COURSE_RATING;
}

function parOrDefault(par: number | null | undefined, holeCount: HoleCount): number {
  if (!isNumber(par)) return defaultPar(holeCount);
  if (par <= 0) throw new GolfRuleError(`Par must be positive, got ${par}`);
  return par;
}
