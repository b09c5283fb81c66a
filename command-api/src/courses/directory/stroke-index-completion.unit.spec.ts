import { describe, expect, it } from 'vitest';
import { completeStrokeIndexes } from './stroke-index-completion.ts';

describe('completeStrokeIndexes', () => {
  it('given a permutation of 1..n, keeps it', () => {
    expect(completeStrokeIndexes([3, 1, 2])).toEqual({ strokeIndexes: [3, 1, 2], completeness: 'complete', filledHoles: [] });
  });

  it('given nothing usable, numbers the holes in order', () => {
    expect(completeStrokeIndexes([null, undefined, 0, 5])).toEqual({
      strokeIndexes: [1, 2, 3, 4],
      completeness: 'missing',
      filledHoles: [1, 2, 3, 4],
    });
  });

  it('given gaps, out-of-range values, fractions and repeats, fills them with the unused numbers in hole order', () => {
    // Hole 2 repeats hole 1's 5, hole 4 is out of range, hole 5 is a fraction.
    expect(completeStrokeIndexes([5, 5, null, 9, 2.5, 1])).toEqual({
      strokeIndexes: [5, 2, 3, 4, 6, 1],
      completeness: 'partial',
      filledHoles: [2, 3, 4, 5],
    });
  });
});
