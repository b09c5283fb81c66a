import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bingoBangoBongo } from './bingo-bango-bongo.ts';
import { factsRoundOf } from './side-games-fixture.ts';

describe('Bingo Bango Bongo (docs/golf-rules.md section 15)', () => {
  it("given section 15's example (A 3, B 2, C 1 points at $1), then A +$3, B $0, C −$3", () => {
    const round = factsRoundOf([4, 4], {}, [
      { holeNumber: 1, bingo: 'A', bango: 'B', bongo: 'A' },
      { holeNumber: 2, bingo: 'C', bango: 'A', bongo: 'B' },
    ]);
    const result = bingoBangoBongo({ playerIds: ['A', 'B', 'C'], rounds: [round] }, { valueCents: 100 });
    expect(result.players).toEqual([
      { playerId: 'A', points: 3, bingo: 1, bango: 1, bongo: 1 },
      { playerId: 'B', points: 2, bingo: 0, bango: 1, bongo: 1 },
      { playerId: 'C', points: 1, bingo: 1, bango: 0, bongo: 0 },
    ]);
    expect(result.cents).toEqual({ A: 300, B: 0, C: -300 });
  });

  it('given a hole where only bingo is set so far, then it counts live; holes without awards are left out', () => {
    const round = factsRoundOf([4, 4, 4], {}, [{ holeNumber: 2, bingo: 'B', bango: null }]);
    const result = bingoBangoBongo({ playerIds: ['A', 'B'], rounds: [round] }, { valueCents: 200 });
    expect(result.holes).toEqual([{ roundIndex: 0, holeNumber: 2, bingo: 'B', bango: null, bongo: null }]);
    expect(result.cents).toEqual({ A: -200, B: 200 });
  });

  it('given awards set again for a hole, then the later one stands; an award to someone not in the game counts for nobody', () => {
    const round = factsRoundOf([4], {}, [
      { holeNumber: 1, bingo: 'A', bango: 'A', bongo: 'A' },
      { holeNumber: 1, bingo: 'B', bango: 'Z', bongo: null },
    ]);
    const result = bingoBangoBongo({ playerIds: ['A', 'B'], rounds: [round] }, { valueCents: 100 });
    expect(result.players.map((p) => p.points)).toEqual([0, 1]);
  });

  it('property: three points a hole at most, and the money adds up to zero', () => {
    const pick = (ids: string[]) => fc.option(fc.constantFrom(...ids));
    const ids = ['A', 'B', 'C', 'D'];
    const award = fc.record({ bingo: pick(ids), bango: pick(ids), bongo: pick(ids) });
    fc.assert(
      fc.property(fc.array(award, { minLength: 18, maxLength: 18 }), fc.nat(1000), (awards, value) => {
        const round = factsRoundOf(
          new Array<number>(18).fill(4),
          {},
          awards.map((a, i) => ({ holeNumber: i + 1, ...a })),
        );
        const result = bingoBangoBongo({ playerIds: ids, rounds: [round] }, { valueCents: value });
        expect(result.players.reduce((sum, p) => sum + p.points, 0)).toBeLessThanOrEqual(54);
        expect(Object.values(result.cents).reduce((a, b) => a + b, 0)).toBe(0);
      }),
    );
  });
});
