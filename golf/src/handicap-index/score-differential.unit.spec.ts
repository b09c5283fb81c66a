import { describe, expect, it } from 'vitest';
import { adjustedGrossScore, grossScore, scoreDifferential } from './score-differential.ts';

describe('adjusted gross score and score differential (Rules 3.1 and 5.1)', () => {
  it('given strokes and hole maximums, then each hole counts at most its maximum', () => {
    // Hole 1: 10 strokes, maximum 9; hole 2: 6, maximum 7; hole 3: 3, maximum 8.
    expect(adjustedGrossScore([10, 6, 3], [9, 7, 8])).toBe(18);
  });

  it('given holes with and without a score, then the gross score sums those played', () => {
    expect(grossScore([4, null, 5, 3])).toBe(12);
  });

  it.each([
    { ags: 85, cr: 71.2, sr: 125, differential: 12.5, why: '113/125 × 13.8 = 12.4752' },
    { ags: 90, cr: 72, sr: 113, differential: 18, why: 'slope 113: AGS − CR' },
    { ags: 78, cr: 72, sr: 120, differential: 5.7, why: '113/120 × 6.0 = 5.65 exactly (5.6499… in floating point), half away from zero' },
    { ags: 66, cr: 72, sr: 120, differential: -5.7, why: '113/120 × −6.0 = −5.65, half away from zero' },
    { ags: 70, cr: 70.4, sr: 131, differential: -0.3, why: '113/131 × −0.4 = −0.345' },
    { ags: 95, cr: 73.85, sr: 140, differential: 17.1, why: 'a rating with two decimals: 113/140 × 21.15 = 17.0711' },
  ])('given AGS $ags on CR $cr / SR $sr, then the differential is $differential ($why)', ({ ags, cr, sr, differential }) => {
    expect(scoreDifferential(ags, cr, sr)).toBe(differential);
  });
});
