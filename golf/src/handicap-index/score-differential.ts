import { DEFAULT_SLOPE_RATING } from '../handicap/course-handicap.ts';
import { divideRounded, fromTenths } from './tenths.ts';

/** Adjusted gross score: each hole's strokes, at most its maximum (Rule 3.1), summed. */
export function adjustedGrossScore(strokes: readonly number[], maximums: readonly number[]): number {
  return strokes.reduce((sum, taken, i) => sum + Math.min(taken, maximums[i] ?? taken), 0);
}

/** Gross score: the strokes of the holes played, summed. */
export const grossScore = (strokes: ReadonlyArray<number | null>) => strokes.reduce<number>((sum, taken) => sum + (taken ?? 0), 0);

/**
 * Score differential (Rule 5.1): (113 / Slope Rating) × (adjusted gross score − Course Rating),
 * to one decimal, halves away from zero, without a playing-conditions adjustment. Worked in
 * integers (the rating in thousandths), so 5.65 rounds to 5.7 and never to 5.6.
 */
export function scoreDifferential(adjustedGross: number, courseRating: number, slopeRating: number): number {
  const ratingThousandths = Math.round(courseRating * 1000);
  // Tenths of the differential: 113 × (AGS − CR) × 10 / SR, with AGS − CR in thousandths.
  const numerator = DEFAULT_SLOPE_RATING * (adjustedGross * 1000 - ratingThousandths);
  return fromTenths(divideRounded(numerator, slopeRating * 100));
}
