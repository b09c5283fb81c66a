import { describe, expect, it } from 'vitest';
import { GolfRuleError } from '../golf-rule-error.ts';
import { courseHandicap, roundHalfUp, teePar } from './course-handicap.ts';

describe('course handicap (docs/golf-rules.md section 1)', () => {
  it.each([
    { hi: 10.4, sr: 125, cr: 71.2, par: 72, ch: 11 },
    { hi: 0.0, sr: 113, cr: 72.0, par: 72, ch: 0 },
    { hi: 18.0, sr: 113, cr: 72.0, par: 72, ch: 18 },
    { hi: 24.3, sr: 131, cr: 73.4, par: 72, ch: 30 },
    { hi: -2.1, sr: 135, cr: 74.1, par: 72, ch: 0 },
    { hi: -4.0, sr: 140, cr: 70.0, par: 72, ch: -7 },
  ])('given HI $hi, SR $sr, CR $cr, par $par on 18 holes, then CH is $ch', ({ hi, sr, cr, par, ch }) => {
    expect(courseHandicap({ handicapIndex: hi, slopeRating: sr, courseRating: cr, par, holeCount: 18 })).toBe(ch);
  });

  it('given the 80 percent option and HI 20.0 on a neutral tee, then CH is 16', () => {
    expect(courseHandicap({ handicapIndex: 20, slopeRating: 113, courseRating: 72, par: 72, holeCount: 18, useEightyPercent: true })).toBe(
      16,
    );
  });

  it('given no slope, rating or par, then SR 113, CR 72 and par 72 are used', () => {
    expect(courseHandicap({ handicapIndex: 18, holeCount: 18 })).toBe(18);
    expect(courseHandicap({ handicapIndex: 18, holeCount: 18, slopeRating: null, courseRating: null, par: null })).toBe(18);
  });

  it('given a slope that is not a number, then the default 113 is used', () => {
    expect(courseHandicap({ handicapIndex: 18, holeCount: 18, slopeRating: Number.NaN })).toBe(18);
  });

  it('given CR 72 and a tee par of 70, then the 2 strokes of course difficulty are added', () => {
    expect(courseHandicap({ handicapIndex: 10, holeCount: 18, par: 70 })).toBe(12);
  });

  describe('9-hole courses', () => {
    it('given HI 10 on a neutral 9-hole tee, then half the index is used: CH 5', () => {
      expect(courseHandicap({ handicapIndex: 10, slopeRating: 113, courseRating: 36, par: 36, holeCount: 9 })).toBe(5);
    });

    it('given no rating or par, then the 9-hole values 36 and 36 are used', () => {
      expect(courseHandicap({ handicapIndex: 20, holeCount: 9 })).toBe(10);
    });

    it('given a 9-hole rating of 35.1 and par 36, then it is used as is', () => {
      // 27 × 120 / 113 / 2 = 14.336 … − 0.9 = 13.436
      expect(courseHandicap({ handicapIndex: 27, slopeRating: 120, courseRating: 35.1, par: 36, holeCount: 9 })).toBe(13);
    });

    it('given an 18-hole rating (70.2) on a 9-hole course, then it is halved to 35.1', () => {
      expect(courseHandicap({ handicapIndex: 27, slopeRating: 120, courseRating: 70.2, par: 36, holeCount: 9 })).toBe(13);
    });
  });

  describe('rounding half up', () => {
    it('given a raw 10.5, then CH is 11', () => {
      expect(courseHandicap({ handicapIndex: 10.5, holeCount: 18 })).toBe(11);
    });

    it('given a raw −2.5, then CH is −2', () => {
      expect(courseHandicap({ handicapIndex: -2.5, holeCount: 18 })).toBe(-2);
    });

    it('given a decimal half that binary arithmetic lands just below (5.3 + 0.2), then it still rounds up', () => {
      expect(courseHandicap({ handicapIndex: 5.3, courseRating: 72.2, par: 72, holeCount: 18 })).toBe(6);
      expect(roundHalfUp(2.4999999999999996)).toBe(3);
      expect(roundHalfUp(2.49)).toBe(2);
    });
  });

  describe('bad input', () => {
    it('given an index outside −10 … 54, then a clear error', () => {
      expect(() => courseHandicap({ handicapIndex: 54.1, holeCount: 18 })).toThrow(
        new GolfRuleError('Handicap index must be between -10 and 54, got 54.1'),
      );
      expect(() => courseHandicap({ handicapIndex: -10.5, holeCount: 18 })).toThrow(GolfRuleError);
    });

    it('given an index that is not a number, then a clear error', () => {
      expect(() => courseHandicap({ handicapIndex: Number.NaN, holeCount: 18 })).toThrow('Handicap index must be a number');
    });

    it('given a slope outside 55 … 155, then a clear error', () => {
      expect(() => courseHandicap({ handicapIndex: 10, slopeRating: 200, holeCount: 18 })).toThrow(
        'Slope rating must be between 55 and 155, got 200',
      );
    });

    it('given a hole count other than 9 or 18, then a clear error', () => {
      expect(() => courseHandicap({ handicapIndex: 10, holeCount: 12 as 18 })).toThrow('A course has 9 or 18 holes, got 12');
    });

    it('given a par of 0, then a clear error', () => {
      expect(() => courseHandicap({ handicapIndex: 10, par: 0, holeCount: 18 })).toThrow('Par must be positive');
    });
  });
});

describe('tee par', () => {
  it('given 18 hole pars, then their sum', () => {
    expect(teePar([4, 4, 4, 4, 3, 5, 5, 5, 5, 4, 4, 4, 4, 3, 5, 5, 4, 3], 18)).toBe(75);
  });

  it('given no hole data, then 72 for 18 holes and 36 for 9', () => {
    expect(teePar([], 18)).toBe(72);
    expect(teePar([], 9)).toBe(36);
  });

  it('given hole data for only some holes, then the fallback rather than a partial sum', () => {
    expect(teePar([4, 4, 3], 18)).toBe(72);
  });
});
