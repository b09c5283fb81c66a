import { GolfRuleError } from '../golf-rule-error.ts';

/** A match is worth 1 point unless its session sets another value. */
export const DEFAULT_MATCH_POINTS = 1;
export const MATCH_POINTS_MAX = 10;

/**
 * Throws a GolfRuleError unless a match's value is a whole number of half points from ½ to 10:
 * halved it gives each team a quarter at most, which binary arithmetic adds up exactly
 * ([decision 0822](../../../docs/decisions/0822-cup-points-decided-projected-and-to-win.md)).
 */
export function requireMatchPoints(points: number): void {
  if (typeof points !== 'number' || !Number.isInteger(points * 2) || points <= 0 || points > MATCH_POINTS_MAX) {
    throw new GolfRuleError(`A match is worth ½ to ${MATCH_POINTS_MAX} points in half points, not ${String(points)}`);
  }
}
