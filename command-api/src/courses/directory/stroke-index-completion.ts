/**
 * How complete a tee's stroke indexes were: `complete` a permutation of 1..n as given;
 * `missing` none usable, so 1..n in hole order; `partial` some missing, out of range or
 * repeated, so those holes got the unused numbers.
 */
export type StrokeIndexCompleteness = 'complete' | 'missing' | 'partial';

export type CompletedStrokeIndexes = {
  strokeIndexes: number[];
  completeness: StrokeIndexCompleteness;
  /** Hole numbers (1-based) whose stroke index was filled in. */
  filledHoles: number[];
};

/**
 * Turns a tee's stroke-index row as found (`null` where there is none) into a permutation of
 * 1..n. A value counts when it is a whole number from 1 to n not already used by an earlier
 * hole; the other holes take the unused numbers, smallest first, in hole order.
 */
export function completeStrokeIndexes(found: readonly (number | null | undefined)[]): CompletedStrokeIndexes {
  const holes = found.length;
  const used = new Set<number>();
  const kept = found.map((value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > holes || used.has(value)) return null;
    used.add(value);
    return value;
  });
  const unused = Array.from({ length: holes }, (_, index) => index + 1).filter((value) => !used.has(value));
  const filledHoles: number[] = [];
  const strokeIndexes = kept.map((value, index) => {
    if (value !== null) return value;
    filledHoles.push(index + 1);
    // There are exactly as many unused numbers as holes to fill.
    return unused.shift() as number;
  });
  const completeness: StrokeIndexCompleteness =
    filledHoles.length === 0 ? 'complete' : filledHoles.length === holes ? 'missing' : 'partial';
  return { strokeIndexes, completeness, filledHoles };
}
