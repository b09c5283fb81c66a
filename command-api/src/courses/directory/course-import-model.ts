import { DEFAULT_COURSE_RATING, DEFAULT_SLOPE_RATING, SLOPE_RATING_MAX, SLOPE_RATING_MIN, type HoleCount } from '@golf/golf';

/**
 * A course read from outside the app (the external course directory or an uploaded
 * spreadsheet), checked and ready to become an `ImportCourse` command. Both import paths
 * produce this shape, so the command does not care where a course came from.
 */
export type ImportedCourse = {
  name: string;
  /** "City, State, Country" with the parts that are known. */
  location: string;
  holes: HoleCount;
  teeSets: ImportedTeeSet[];
};

/** The app's six tee colours; a course's own colour names map to the closest of these. */
export type TeeColor = 'black' | 'gold' | 'blue' | 'white' | 'green' | 'red';

export const TEE_COLORS: readonly TeeColor[] = ['black', 'gold', 'blue', 'white', 'green', 'red'];

export type ImportedTeeSet = {
  name: string;
  color: TeeColor;
  /**
   * Course rating (CR): the expected score of a scratch player from this tee. An 18-hole
   * value (60-85), or on a 9-hole course the 9-hole value (30-42.5); `@golf/golf` tells them
   * apart.
   */
  rating: number;
  /** Slope rating (SR): difficulty for a bogey player relative to a scratch one, 113 standard. */
  slope: number;
  totalYardage: number | null;
  /** One entry per hole, hole 1 first, exactly `holes` of them. */
  holes: ImportedHole[];
};

export type ImportedHole = {
  holeNumber: number;
  par: number;
  /**
   * Stroke index (the scorecard's "handicap" row): 1 for the hole where handicap strokes are
   * given first, up to the number of holes. Within a tee set they are a permutation of 1..n.
   */
  strokeIndex: number;
  yardage: number | null;
};

/**
 * Something the golfer should check after an import that still succeeded.
 * `missing_handicap_data`: the source had no stroke indexes, so they were set 1, 2, 3… in hole
 * order. `partial_handicap_data`: some were missing or repeated and were filled in.
 */
export type ImportWarning = {
  type: 'missing_handicap_data' | 'partial_handicap_data';
  message: string;
};

/** Limits a scorecard must meet to be imported (product spec sections 5 and 9). */
export const IMPORT_LIMITS = {
  par: { min: 3, max: 6 },
  /** An 18-hole course rating. */
  rating: { min: 60, max: 85 },
  /** A 9-hole course rating: half the 18-hole range (docs/golf-rules.md section 1 uses 9-hole values). */
  nineHoleRating: { min: 30, max: 42.5 },
  slope: { min: SLOPE_RATING_MIN, max: SLOPE_RATING_MAX },
  strokeIndex: { min: 1, max: 18 },
  holeNumber: { min: 1, max: 18 },
} as const;

/** The location of an imported course whose source gives none. */
export const UNKNOWN_LOCATION = 'Location not listed';

export const DEFAULT_RATING = DEFAULT_COURSE_RATING;
export const DEFAULT_SLOPE = DEFAULT_SLOPE_RATING;

/** Whether `rating` is a course rating an import accepts for a course of `holes` holes. */
export function isImportableRating(rating: number, holes: HoleCount): boolean {
  const { rating: full, nineHoleRating: nine } = IMPORT_LIMITS;
  if (rating >= full.min && rating <= full.max) return true;
  return holes === 9 && rating >= nine.min && rating <= nine.max;
}

export function isImportableSlope(slope: number): boolean {
  return Number.isInteger(slope) && slope >= IMPORT_LIMITS.slope.min && slope <= IMPORT_LIMITS.slope.max;
}

export function isImportablePar(par: number): boolean {
  return Number.isInteger(par) && par >= IMPORT_LIMITS.par.min && par <= IMPORT_LIMITS.par.max;
}
