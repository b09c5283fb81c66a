import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holesOf, roundOf } from '../testing/round-fixture.ts';
import { vegas, vegasNumber } from './vegas.ts';

const PARS = [4, 4, 5, 3, 4, 4, 4, 4, 4];
const round = (gross: Record<string, (number | null)[]>, scoringType: 'net' | 'gross' = 'gross', ch: Record<string, number> = {}) =>
  roundOf({
    holes: holesOf(PARS),
    players: [
      { id: 'A', team: 1, ch: ch.A ?? 0, gross: gross.A ?? [] },
      { id: 'B', team: 1, ch: ch.B ?? 0, gross: gross.B ?? [] },
      { id: 'C', team: 2, ch: ch.C ?? 0, gross: gross.C ?? [] },
      { id: 'D', team: 2, ch: ch.D ?? 0, gross: gross.D ?? [] },
    ],
    scoringType,
  });

describe('Las Vegas (docs/golf-rules.md section 13)', () => {
  describe('given the worked example (team 1 A+B, team 2 C+D, gross)', () => {
    const result = vegas(round({ A: [4, 3, 10, 2], B: [5, 6, 6, 4], C: [5, 4, 5, 2], D: [6, 7, 5, 3] }));
    const hole = (n: number) => result.holes[n - 1]!;

    it('then hole 1: 45 against 56, team 1 +11', () => {
      expect(hole(1)).toMatchObject({ status: 'scored', numbers: [45, 56], flipped: [false, false], winner: 1, points: 11 });
    });

    it('then hole 2: A’s birdie flips team 2’s 47 to 74: 36 against 74, team 1 +38', () => {
      expect(hole(2)).toMatchObject({ numbers: [36, 74], flipped: [false, true], winner: 1, points: 38 });
    });

    it('then hole 3: A’s 10 goes first: 106 against 55, team 2 +51', () => {
      expect(hole(3)).toMatchObject({ numbers: [106, 55], winner: 2, points: 51 });
    });

    it('then hole 4: both teams birdie the par 3, the flips cancel: 24 against 23, team 2 +1', () => {
      expect(hole(4)).toMatchObject({ numbers: [24, 23], flipped: [false, false], winner: 2, points: 1 });
    });

    it('then team 2 wins by 3 points', () => {
      expect(result.teams).toEqual([
        ['A', 'B'],
        ['C', 'D'],
      ]);
      expect(result.team1Points).toBe(-3);
    });
  });

  it('given the numbers, then lower first, a 10 or more first in full, and flipped high first', () => {
    expect([vegasNumber(5, 4, false), vegasNumber(4, 7, true), vegasNumber(10, 5, false), vegasNumber(5, 10, true)]).toEqual([
      45, 74, 105, 105,
    ]);
    expect([vegasNumber(11, 10, false), vegasNumber(10, 11, true), vegasNumber(0, 4, false), vegasNumber(4, 4, true)]).toEqual([
      1011, 1110, 4, 44,
    ]);
  });

  it('given net scoring, then numbers and birdies are on net scores', () => {
    // B receives a stroke on every hole: his 5 on the par 5 (hole 3) is a net birdie, which flips team 2's 56 to 65.
    const result = vegas(round({ A: [5, 5, 5], B: [5, 5, 5], C: [5, 5, 5], D: [5, 5, 6] }, 'net', { B: 9 }));
    expect(result.holes.slice(0, 3).map((h) => [h.numbers, h.flipped])).toEqual([
      [
        [45, 55],
        [false, false],
      ],
      [
        [45, 55],
        [false, false],
      ],
      [
        [45, 65],
        [false, true],
      ],
    ]);
  });

  it('given a hole with three of four scores, then it is in play and counts nothing', () => {
    expect(vegas(round({ A: [4], B: [4], C: [4] })).holes[0]).toMatchObject({ status: 'in_play', winner: null, points: 0 });
  });

  it('given teams that are not two of two, then a clear error', () => {
    const broken = { ...round({}), players: round({}).players.map((p) => ({ ...p, teamNumber: 1 })) };
    expect(() => vegas(broken)).toThrow('Team 1 must have exactly 2 player(s)');
  });

  it('given random scores, then each hole’s points are the difference of the numbers, to the lower', () => {
    const score = fc.integer({ min: 1, max: 15 });
    fc.assert(
      fc.property(fc.tuple(score, score, score, score), ([a, b, c, d]) => {
        const hole = vegas(round({ A: [a], B: [b], C: [c], D: [d] })).holes[0]!;
        const [one, two] = hole.numbers!;
        expect(hole.points).toBe(Math.abs(one - two));
        expect(hole.winner).toBe(one < two ? 1 : two < one ? 2 : null);
        expect(Math.min(one, two)).toBeGreaterThanOrEqual(11);
      }),
    );
  });
});
