/**
 * Raised when a rule is given input it cannot score (a stroke index outside the card, a
 * non-integer course handicap, an unknown game type). The message names the bad value so the
 * caller can show it or map it to a 422; the rules never return a made-up number instead.
 */
export class GolfRuleError extends Error {
  override readonly name = 'GolfRuleError';
}

/** Throws a GolfRuleError unless `value` is a finite integer. */
export function requireInteger(value: number, what: string): void {
  if (!Number.isInteger(value)) {
    throw new GolfRuleError(`${what} must be a whole number, got ${String(value)}`);
  }
}

/** Throws a GolfRuleError unless `value` is a finite number. */
export function requireFinite(value: number, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GolfRuleError(`${what} must be a number, got ${String(value)}`);
  }
}
