import { describe, expect, it } from 'vitest';
import { courseRating } from './course-rating.ts';

describe('courseRating', () => {
  it('is null without tee sets', () => {
    expect(courseRating([])).toBeNull();
  });

  it('is the rating of the tee set with the most yards when every tee set has a yardage', () => {
    expect(
      courseRating([
        { rating: 71.7, totalYardage: 6116 },
        { rating: 73.4, totalYardage: 6472 },
        { rating: 70.1, totalYardage: 5800 },
      ]),
    ).toBe(73.4);
  });

  it('takes the higher rating between tee sets of equal length', () => {
    expect(
      courseRating([
        { rating: 70.5, totalYardage: 6300 },
        { rating: 71, totalYardage: 6300 },
      ]),
    ).toBe(71);
  });

  it('is the highest rating when some yardage is unknown', () => {
    expect(
      courseRating([
        { rating: 74.9, totalYardage: null },
        { rating: 73.4, totalYardage: 6472 },
      ]),
    ).toBe(74.9);
  });
});
