import type { Tenths } from './tenths.ts';

/**
 * Exceptional score reduction (Rule 5.9), in tenths: a differential 7.0 to 9.9 below the
 * Handicap Index the player had when the round was played takes 1.0 off each of the most
 * recent 20 differentials (this one included); 10.0 or more below takes 2.0. None without an
 * index at the time.
 */
export function exceptionalReduction(differential: Tenths, indexBefore: Tenths | null): Tenths {
  if (indexBefore === null) return 0;
  const below = indexBefore - differential;
  if (below >= 100) return 20;
  if (below >= 70) return 10;
  return 0;
}
