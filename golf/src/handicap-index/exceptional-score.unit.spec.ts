import { describe, expect, it } from 'vitest';
import { exceptionalReduction } from './exceptional-score.ts';

describe('exceptional score reduction (Rule 5.9)', () => {
  it.each([
    { index: 150, differential: 81, reduction: 0, why: '6.9 below: none' },
    { index: 150, differential: 80, reduction: 10, why: '7.0 below: 1.0' },
    { index: 150, differential: 51, reduction: 10, why: '9.9 below: 1.0' },
    { index: 150, differential: 50, reduction: 20, why: '10.0 below: 2.0' },
    { index: 150, differential: -20, reduction: 20, why: '17.0 below: still 2.0' },
    { index: 20, differential: -55, reduction: 10, why: 'a plus differential 7.5 below an index of 2.0: 1.0' },
  ])('given index $index and differential $differential (tenths), then $reduction ($why)', ({ index, differential, reduction }) => {
    expect(exceptionalReduction(differential, index)).toBe(reduction);
  });

  it('given no index when the round was played, then no reduction, however low the score', () => {
    expect(exceptionalReduction(-50, null)).toBe(0);
  });
});
