import { describe, expect, it } from 'vitest';
import { holeMaximums, parOfTee, type RatedTee } from './hole-maximum.ts';

/** Test data: 18 par 4s, stroke index = hole number, CR 72.0, SR 113. */
const flat: RatedTee = {
  courseRating: 72,
  slopeRating: 113,
  holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
};
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 4, 16, 2, 12, 6, 18, 10, 14];
const parkland: RatedTee = { courseRating: 71.2, slopeRating: 125, holes: PARS.map((par, i) => ({ par, strokeIndex: INDEXES[i]! })) };

describe('hole maximums (Rule 3.1)', () => {
  it('given no index yet, then every hole counts at most par + 5, and there is no course handicap', () => {
    expect(holeMaximums(flat, null)).toEqual({ courseHandicap: null, maximums: Array(18).fill(9) });
  });

  it('given index 3.0 on a neutral tee, then CH 3: net double bogey is 7 on stroke indexes 1–3 and 6 elsewhere', () => {
    const { courseHandicap, maximums } = holeMaximums(flat, 3);
    expect(courseHandicap).toBe(3);
    expect(maximums).toEqual([7, 7, 7, ...Array(15).fill(6)]);
  });

  it('given index 20.0, then CH 20: a stroke on every hole and a second on SI 1 and 2', () => {
    expect(holeMaximums(flat, 20).maximums).toEqual([8, 8, ...Array(16).fill(7)]);
  });

  it('given index 10.4 on CR 71.2 / SR 125 / par 72, then CH 11: par + 3 on SI 1–11, par + 2 on the rest', () => {
    const { courseHandicap, maximums } = holeMaximums(parkland, 10.4);
    expect(courseHandicap).toBe(11);
    expect(maximums).toEqual(PARS.map((par, i) => par + (INDEXES[i]! <= 11 ? 3 : 2)));
    expect(parOfTee(parkland)).toBe(72);
  });

  it('given a plus index of −2.0, then CH −2 gives strokes back on SI 17 and 18: par + 1 there', () => {
    expect(holeMaximums(flat, -2).maximums).toEqual([...Array(16).fill(6), 5, 5]);
  });

  it('given an index below −10.0, then the course handicap is worked from −10.0 (its lowest)', () => {
    const { courseHandicap, maximums } = holeMaximums(flat, -12.4);
    expect(courseHandicap).toBe(-10);
    expect(maximums).toEqual([...Array(8).fill(6), ...Array(10).fill(5)]);
  });
});
