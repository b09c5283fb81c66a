import { describe, expect, it } from 'vitest';
import { handicapMarks, strokesOnHoles } from './handicap-marks.ts';

const SI_18 = Array.from({ length: 18 }, (_, i) => i + 1);

describe('handicap marks on a hole', () => {
  it('draws a dot per stroke received, at most 3', () => {
    expect(handicapMarks(1)).toEqual({ kind: 'dots', count: 1 });
    expect(handicapMarks(3)).toEqual({ kind: 'dots', count: 3 });
    expect(handicapMarks(4)).toEqual({ kind: 'dots', count: 3 });
  });

  it('draws a plus sign per stroke given back, at most 2', () => {
    expect(handicapMarks(-1)).toEqual({ kind: 'plus', count: 1 });
    expect(handicapMarks(-3)).toEqual({ kind: 'plus', count: 2 });
  });

  it('draws nothing without strokes', () => {
    expect(handicapMarks(0)).toEqual({ kind: 'none', count: 0 });
  });
});

describe('strokes on each hole of a tee', () => {
  it('follows the stroke indexes (CH 20: 2 on SI 1 and 2, 1 elsewhere)', () => {
    const strokes = strokesOnHoles(20, SI_18);
    expect(strokes?.slice(0, 3)).toEqual([2, 2, 1]);
    expect(strokes?.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('gives strokes back on the easiest holes for a plus handicap', () => {
    expect(strokesOnHoles(-2, SI_18)?.slice(16)).toEqual([-1, -1]);
  });

  it('gives nothing without a handicap or a full card', () => {
    expect(strokesOnHoles(null, SI_18)).toBeNull();
    expect(strokesOnHoles(5, [1, 2, 3])).toBeNull();
  });
});
