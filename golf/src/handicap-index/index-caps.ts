import { divideRounded, type Tenths } from './tenths.ts';

/** The low index looks back this many days from the day of the latest round (Rule 5.8). */
export const LOW_INDEX_DAYS = 365;
/** Above the low index by more than this, half of the rest is kept (soft cap). */
export const SOFT_CAP: Tenths = 30;
/** Never more than this above the low index (hard cap). */
export const HARD_CAP: Tenths = 50;

/** A day as a number (days since 1970-01-01) from `YYYY-MM-DD`. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** The index a round left, on the day it was played. */
export interface IndexOnDay {
  day: number;
  index: Tenths | null;
}

/**
 * The low Handicap Index (Rule 5.8): the lowest index the player had in the 365 days before
 * the day of the latest round (that day itself not included). An index counts when it was
 * worked out on one of those days, or was still in effect on the first of them (the last one
 * worked out before the window opens). `history` holds the indexes after each earlier round, in
 * the order played. Null when none falls in the window.
 */
export function lowHandicapIndex(history: readonly IndexOnDay[], latestDay: number): Tenths | null {
  const opens = latestDay - LOW_INDEX_DAYS;
  let inEffect: Tenths | null = null;
  let low: Tenths | null = null;
  for (const { day, index } of history) {
    if (index === null || day >= latestDay) continue;
    if (day < opens) inEffect = index;
    else low = low === null ? index : Math.min(low, index);
  }
  if (inEffect !== null) low = low === null ? inEffect : Math.min(low, inEffect);
  return low;
}

/**
 * The index after the caps (Rule 5.8), in tenths: more than 3.0 above the low index, only half
 * of the part above 3.0 is kept (soft cap, rounded to one decimal, halves away from zero), and
 * it never ends more than 5.0 above the low index (hard cap).
 */
export function cappedIndex(index: Tenths, low: Tenths): Tenths {
  const above = index - low - SOFT_CAP;
  if (above <= 0) return index;
  return Math.min(low + SOFT_CAP + divideRounded(above, 2), low + HARD_CAP);
}
