import { describe, expect, it } from 'vitest';
import { divideRounded, fromTenths, toTenths } from './tenths.ts';

describe('tenths: one-decimal figures in whole numbers', () => {
  it.each([
    { numerator: 247, denominator: 2, rounded: 124, why: '12.35 → 12.4' },
    { numerator: 245, denominator: 2, rounded: 123, why: '12.25 → 12.3' },
    { numerator: -247, denominator: 2, rounded: -124, why: '−12.35 → −12.4' },
    { numerator: 368, denominator: 3, rounded: 123, why: '12.2667 → 12.3' },
    { numerator: 501, denominator: 4, rounded: 125, why: '12.525 → 12.5' },
    { numerator: -1, denominator: 4, rounded: 0, why: '−0.025 → 0.0, never −0' },
    { numerator: 0, denominator: 7, rounded: 0, why: 'zero' },
  ])('given $numerator / $denominator, then $rounded ($why)', ({ numerator, denominator, rounded }) => {
    expect(Object.is(divideRounded(numerator, denominator), rounded)).toBe(true);
  });

  it('given a figure, then its tenths and back are the same figure', () => {
    expect(toTenths(12.8)).toBe(128);
    expect(toTenths(-2.3)).toBe(-23);
    expect(fromTenths(128)).toBe(12.8);
    expect(Object.is(fromTenths(-0), 0)).toBe(true);
  });

  it('given a fraction or a zero denominator, then it refuses instead of guessing', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});
