import { GolfRuleError } from '../golf-rule-error.ts';

/** `n`: the number of holes on a course. The product has 9- and 18-hole courses only. */
export type HoleCount = 9 | 18;

export function isHoleCount(value: unknown): value is HoleCount {
  return value === 9 || value === 18;
}

export function requireHoleCount(value: unknown): HoleCount {
  if (!isHoleCount(value)) {
    throw new GolfRuleError(`A course has 9 or 18 holes, got ${String(value)}`);
  }
  return value;
}
