/**
 * Every figure of the World Handicap System is kept to one decimal. Working in whole tenths
 * of a stroke (12.8 is 128) keeps the arithmetic exact: 0.1 has no exact binary value, so
 * `(12.3 + 12.4) / 2` is 12.350000000000001 and `113 / 120 × 6` is 5.6499999999999995, and
 * rounding either in floating point can land on the wrong side of a half.
 */
export type Tenths = number;

/** A one-decimal figure (12.8) as whole tenths (128). */
export function toTenths(value: number): Tenths {
  return Math.round(value * 10);
}

/** Whole tenths (128) as the one-decimal figure (12.8); never −0. */
export function fromTenths(tenths: Tenths): number {
  return tenths / 10 || 0;
}

/**
 * `numerator / denominator` rounded to a whole number, halves away from zero (12.35 → 12.4,
 * −5.65 → −5.7), in integer arithmetic: exact for any integers whose products stay below 2^53.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRounded takes integers and a positive denominator, got ${numerator} / ${denominator}`);
  }
  const twice = 2 * Math.abs(numerator) + denominator;
  const magnitude = (twice - (twice % (2 * denominator))) / (2 * denominator);
  return numerator < 0 ? -magnitude || 0 : magnitude;
}
