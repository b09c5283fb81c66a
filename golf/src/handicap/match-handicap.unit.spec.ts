import { describe, expect, it } from 'vitest';
import { matchPlayHandicap } from './match-handicap.ts';

describe('match play handicap: strokes off the lowest course handicap (docs/golf-rules.md section 5)', () => {
  it('given CH 12 against CH 5, then the CH 12 player receives 7 strokes and the CH 5 player none', () => {
    expect(matchPlayHandicap(12, [12, 5])).toBe(7);
    expect(matchPlayHandicap(5, [12, 5])).toBe(0);
  });

  it('given a four-ball of CH 4, 11, 19 and 27, then each plays off their CH minus 4', () => {
    const match = [4, 11, 19, 27];
    expect(match.map((ch) => matchPlayHandicap(ch, match))).toEqual([0, 7, 15, 23]);
  });

  it('given a plus handicap (CH −1) in the match, then the others receive their CH plus one', () => {
    expect(matchPlayHandicap(3, [3, -1])).toBe(4);
    expect(matchPlayHandicap(-1, [3, -1])).toBe(0);
  });

  it('given the player is missing from the list, then their own CH still counts as the lowest when it is', () => {
    expect(matchPlayHandicap(2, [10, 8])).toBe(0);
    expect(matchPlayHandicap(10, [])).toBe(0);
  });

  it('given a handicap that is not a whole number, then it is refused', () => {
    expect(() => matchPlayHandicap(10.5, [3])).toThrow('Course handicap');
  });
});
