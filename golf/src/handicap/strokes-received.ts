import { GolfRuleError, requireFinite, requireInteger } from '../golf-rule-error.ts';
import { requireHoleCount, type HoleCount } from './hole-count.ts';

/**
 * Handicap strokes a player receives on one hole (docs/golf-rules.md section 2).
 *
 * The stroke index (SI) ranks the holes of a card by difficulty, 1 = hardest. A course
 * handicap (CH) of n or more gives everyone floor(CH / n) strokes a hole, and the remaining
 * CH mod n strokes go to the lowest SIs. A plus handicap (CH < 0) gives strokes back, starting
 * on the easiest holes (highest SI), so the result is negative there.
 */
export function strokesReceived(courseHandicap: number, strokeIndex: number, holeCount: HoleCount): number {
  const n = requireHoleCount(holeCount);
  requireInteger(courseHandicap, 'Course handicap');
  requireInteger(strokeIndex, 'Stroke index');
  if (strokeIndex < 1 || strokeIndex > n) {
    throw new GolfRuleError(`Stroke index must be between 1 and ${n}, got ${strokeIndex}`);
  }
  if (courseHandicap >= 0) {
    return Math.floor(courseHandicap / n) + (strokeIndex <= courseHandicap % n ? 1 : 0);
  }
  const plus = -courseHandicap;
  const given = Math.floor(plus / n) + (strokeIndex > n - (plus % n) ? 1 : 0);
  return given === 0 ? 0 : -given;
}

/**
 * Strokes per hole for a whole card, in the order the stroke indexes are given (hole order).
 * The total always equals CH. Indexes that are not exactly 1…n (duplicates left by an import
 * fallback, or 18-hole indexes 1, 3, 5… printed on a 9-hole card) are replaced by their rank,
 * ties broken by hole order, so the allocation still follows difficulty and still sums to CH.
 */
export function allocateStrokes(courseHandicap: number, strokeIndexes: readonly number[]): number[] {
  const n = requireHoleCount(strokeIndexes.length);
  return strokeIndexRanks(strokeIndexes).map((rank) => strokesReceived(courseHandicap, rank, n));
}

/** The stroke indexes unchanged when they are a permutation of 1…n, else their ranks 1…n. */
export function strokeIndexRanks(strokeIndexes: readonly number[]): number[] {
  strokeIndexes.forEach((si) => requireInteger(si, 'Stroke index'));
  const n = strokeIndexes.length;
  const isPermutation = new Set(strokeIndexes).size === n && strokeIndexes.every((si) => si >= 1 && si <= n);
  if (isPermutation) return [...strokeIndexes];
  const order = strokeIndexes.map((si, position) => ({ si, position })).sort((a, b) => a.si - b.si || a.position - b.position);
  const ranks = new Array<number>(n);
  order.forEach(({ position }, rank) => {
    ranks[position] = rank + 1;
  });
  return ranks;
}

/** Net score on a hole: gross strokes minus the handicap strokes received there. */
export function netScore(gross: number, strokes: number): number {
  requireFinite(gross, 'Gross score');
  requireFinite(strokes, 'Handicap strokes');
  return gross - strokes;
}
