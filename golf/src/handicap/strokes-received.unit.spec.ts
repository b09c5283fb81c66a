import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateStrokes, netScore, strokeIndexRanks, strokesReceived } from './strokes-received.ts';

const indexes = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('strokes received (docs/golf-rules.md section 2)', () => {
  describe('given CH 0 … n on 18 holes', () => {
    it('given CH 0, then no hole gets a stroke', () => {
      expect(indexes(18).map((si) => strokesReceived(0, si, 18))).toEqual(new Array(18).fill(0));
    });

    it('given CH 11, then SI 1 … 11 get one stroke and SI 12 … 18 none', () => {
      expect(strokesReceived(11, 11, 18)).toBe(1);
      expect(strokesReceived(11, 12, 18)).toBe(0);
    });

    it('given CH 18, then every hole gets exactly one stroke', () => {
      expect(indexes(18).every((si) => strokesReceived(18, si, 18) === 1)).toBe(true);
    });
  });

  describe('given CH above n', () => {
    it('given CH 20 on 18 holes, then SI 1 and 2 get two strokes and the rest one', () => {
      expect(strokesReceived(20, 1, 18)).toBe(2);
      expect(strokesReceived(20, 2, 18)).toBe(2);
      expect(strokesReceived(20, 3, 18)).toBe(1);
      expect(strokesReceived(20, 18, 18)).toBe(1);
    });

    it('given CH 36 on 18 holes, then two strokes everywhere; CH 40 gives a third on SI 1 … 4', () => {
      expect(indexes(18).every((si) => strokesReceived(36, si, 18) === 2)).toBe(true);
      expect(strokesReceived(40, 4, 18)).toBe(3);
      expect(strokesReceived(40, 5, 18)).toBe(2);
    });

    it('given CH 54 on 18 holes, then three strokes on every hole', () => {
      expect(indexes(18).every((si) => strokesReceived(54, si, 18) === 3)).toBe(true);
    });
  });

  describe('given a 9-hole course', () => {
    it('given CH 10, then 2 strokes on SI 1 and 1 on the rest: 10 in all', () => {
      const strokes = indexes(9).map((si) => strokesReceived(10, si, 9));
      expect(strokes).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1]);
      expect(strokes.reduce((a, b) => a + b)).toBe(10);
    });

    it('given CH 4, then SI 1 … 4 get one stroke', () => {
      expect(indexes(9).map((si) => strokesReceived(4, si, 9))).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0]);
    });
  });

  describe('given a plus handicap (CH < 0)', () => {
    it('given CH −2 on 18 holes, then −1 on SI 17 and SI 18 and 0 elsewhere', () => {
      expect(indexes(18).map((si) => strokesReceived(-2, si, 18))).toEqual([...new Array(16).fill(0), -1, -1]);
    });

    it('given CH −20 on 18 holes, then −2 on SI 17 and 18 and −1 elsewhere', () => {
      expect(strokesReceived(-20, 18, 18)).toBe(-2);
      expect(strokesReceived(-20, 17, 18)).toBe(-2);
      expect(strokesReceived(-20, 16, 18)).toBe(-1);
      expect(strokesReceived(-20, 1, 18)).toBe(-1);
    });

    it('given CH −3 on 9 holes, then −1 on SI 7, 8 and 9', () => {
      expect(indexes(9).map((si) => strokesReceived(-3, si, 9))).toEqual([0, 0, 0, 0, 0, 0, -1, -1, -1]);
    });

    it('never returns −0', () => {
      expect(Object.is(strokesReceived(-2, 1, 18), 0)).toBe(true);
    });
  });

  it('property: for every CH in −20 … 72 and n in {9, 18}, the strokes over all holes sum to CH', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 72 }), fc.constantFrom(9 as const, 18 as const), (ch, n) => {
        const total = indexes(n).reduce((sum, si) => sum + strokesReceived(ch, si, n), 0);
        expect(total).toBe(ch);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a lower stroke index never receives fewer strokes than a higher one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 72 }), fc.constantFrom(9 as const, 18 as const), (ch, n) => {
        const strokes = indexes(n).map((si) => strokesReceived(ch, si, n));
        strokes.slice(1).forEach((s, i) => expect(s).toBeLessThanOrEqual(strokes[i]!));
        expect(Math.max(...strokes) - Math.min(...strokes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  describe('bad input', () => {
    it('given SI 0 or SI 19 on 18 holes, then a clear error', () => {
      expect(() => strokesReceived(10, 0, 18)).toThrow('Stroke index must be between 1 and 18, got 0');
      expect(() => strokesReceived(10, 19, 18)).toThrow('Stroke index must be between 1 and 18, got 19');
      expect(() => strokesReceived(10, 10, 9)).toThrow('Stroke index must be between 1 and 9, got 10');
    });

    it('given a fractional course handicap, then a clear error', () => {
      expect(() => strokesReceived(10.5, 1, 18)).toThrow('Course handicap must be a whole number, got 10.5');
    });

    it('given a hole count of 12, then a clear error', () => {
      expect(() => strokesReceived(10, 1, 12 as 18)).toThrow('A course has 9 or 18 holes, got 12');
    });
  });
});

describe('per-hole allocation', () => {
  it('given the stroke indexes in hole order, then strokes come back in hole order', () => {
    const sis = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 4, 16, 2, 12, 6, 18, 10, 14];
    const strokes = allocateStrokes(3, sis);
    expect(strokes).toEqual(sis.map((si) => (si <= 3 ? 1 : 0)));
  });

  it('given a 9-hole card printed with odd 18-hole indexes, then they are ranked 1 … 9', () => {
    expect(strokeIndexRanks([1, 3, 5, 7, 9, 11, 13, 15, 17])).toEqual(indexes(9));
    expect(allocateStrokes(2, [17, 1, 3, 5, 7, 9, 11, 13, 15])).toEqual([0, 1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('given duplicate indexes from an import fallback, then ties are broken by hole order', () => {
    expect(strokeIndexRanks([1, 1, 2, 2, 3, 3, 4, 4, 5])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('property: for any stroke indexes, the allocation sums to CH', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 72 }),
        fc.constantFrom(9, 18).chain((n) => fc.array(fc.integer({ min: 1, max: 18 }), { minLength: n, maxLength: n })),
        (ch, sis) => {
          expect(allocateStrokes(ch, sis).reduce((a, b) => a + b, 0)).toBe(ch);
        },
      ),
    );
  });

  it('given a card of 10 holes, then a clear error', () => {
    expect(() => allocateStrokes(5, indexes(10))).toThrow('A course has 9 or 18 holes, got 10');
  });
});

describe('net score', () => {
  it('given gross 5 and one stroke, then net 4', () => {
    expect(netScore(5, 1)).toBe(4);
  });

  it('given gross 4 and a plus-handicap stroke given back, then net 5', () => {
    expect(netScore(4, -1)).toBe(5);
  });
});
