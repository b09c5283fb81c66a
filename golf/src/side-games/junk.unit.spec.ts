import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JUNK_DOTS, junk, junkDotsOnHole, type JunkDot } from './junk.ts';
import { factsRoundOf } from './side-games-fixture.ts';

const ALL = JUNK_DOTS;

describe('junk dots (docs/golf-rules.md section 15)', () => {
  describe('the dots of one hole', () => {
    const hole = (par: number, strokes: number, facts = {}, closestToPin = false) => ({ par, strokes, facts, closestToPin });

    it('given a gross birdie or better, then a birdie dot; a gross par is none, whatever the handicap', () => {
      expect(junkDotsOnHole(hole(4, 3), ALL)).toEqual(['birdie']);
      expect(junkDotsOnHole(hole(5, 3), ALL)).toEqual(['birdie']);
      expect(junkDotsOnHole(hole(4, 4), ALL)).toEqual([]);
    });

    it('given closest to the pin on a par 3 with par and two putts, then a greenie (and a birdie with one putt)', () => {
      expect(junkDotsOnHole(hole(3, 3, { putts: 2 }, true), ALL)).toEqual(['greenie']);
      expect(junkDotsOnHole(hole(3, 2, { putts: 1 }, true), ALL)).toEqual(['birdie', 'greenie']);
    });

    it('given closest to the pin with no putts recorded, then the award stands for the green: a greenie at par', () => {
      expect(junkDotsOnHole(hole(3, 3, {}, true), ALL)).toEqual(['greenie']);
    });

    it('given closest to the pin but a bogey, or the green missed by the putts or the override, then no greenie', () => {
      expect(junkDotsOnHole(hole(3, 4, { putts: 3 }, true), ALL)).toEqual([]);
      expect(junkDotsOnHole(hole(3, 3, { putts: 1 }, true), ALL)).toEqual([]);
      expect(junkDotsOnHole(hole(3, 3, { putts: 2, greenInRegulation: false }, true), ALL)).toEqual([]);
    });

    it('given a par 3 without the award, then no greenie', () => {
      expect(junkDotsOnHole(hole(3, 3, { putts: 2 }), ALL)).toEqual([]);
    });

    it('given par or better from a bunker, then a sandie, with or without the sand save recorded; a bogey is none', () => {
      expect(junkDotsOnHole(hole(4, 4, { bunker: true }), ALL)).toEqual(['sandie']);
      expect(junkDotsOnHole(hole(4, 4, { bunker: true, sandSave: true, putts: 1 }), ALL)).toEqual(['sandie']);
      expect(junkDotsOnHole(hole(4, 5, { bunker: true, sandSave: true, putts: 1 }), ALL)).toEqual([]);
    });

    it('given a chip-in and a polie, then their dots whatever the score', () => {
      expect(junkDotsOnHole(hole(4, 6, { chipIn: true, putts: 0 }), ALL)).toEqual(['chip_in']);
      expect(junkDotsOnHole(hole(4, 6, { polie: true, putts: 1 }), ALL)).toEqual(['polie']);
    });

    it('given dots the game does not play, then they are not earned', () => {
      expect(junkDotsOnHole(hole(4, 3, { chipIn: true, putts: 0 }), ['chip_in'])).toEqual(['chip_in']);
      expect(junkDotsOnHole(hole(4, 3, { chipIn: true, putts: 0 }), [])).toEqual([]);
    });
  });

  describe("section 15's example: A, B and C at $1 a dot, every dot played", () => {
    const round = factsRoundOf(
      [4, 3, 5],
      {
        A: [{ strokes: 3 }, { strokes: 4, facts: { putts: 2 } }, { strokes: 4, facts: { chipIn: true, putts: 0 } }],
        B: [{ strokes: 4 }, { strokes: 3, facts: { putts: 2 } }, { strokes: 6 }],
        C: [
          { strokes: 5 },
          { strokes: 3, facts: { bunker: true, sandSave: true, putts: 1 } },
          { strokes: 5, facts: { polie: true, putts: 1 } },
        ],
      },
      [{ holeNumber: 2, closestToPin: 'B' }],
    );
    const result = junk({ playerIds: ['A', 'B', 'C'], rounds: [round] }, { valueCents: 100, dots: ALL });

    it('then A has a birdie on 1 and a birdie and a chip-in on 3; B a greenie on 2; C a sandie on 2 and a polie on 3', () => {
      expect(result.players).toEqual([
        {
          playerId: 'A',
          dots: 3,
          holes: [
            { roundIndex: 0, holeNumber: 1, dots: ['birdie'] },
            { roundIndex: 0, holeNumber: 3, dots: ['birdie', 'chip_in'] },
          ],
        },
        { playerId: 'B', dots: 1, holes: [{ roundIndex: 0, holeNumber: 2, dots: ['greenie'] }] },
        {
          playerId: 'C',
          dots: 2,
          holes: [
            { roundIndex: 0, holeNumber: 2, dots: ['sandie'] },
            { roundIndex: 0, holeNumber: 3, dots: ['polie'] },
          ],
        },
      ]);
    });

    it('then A +$3, B −$3, C $0: (3 × own − 6 dots) × $1', () => {
      expect(result.cents).toEqual({ A: 300, B: -300, C: 0 });
    });
  });

  it('given two rounds, then the dots of both count; a later score for a hole replaces the earlier', () => {
    const first = factsRoundOf([4], { A: [{ strokes: 3 }], B: [{ strokes: 4 }] });
    const second = factsRoundOf([4], { A: [{ strokes: 3 }], B: [{ strokes: 3 }] });
    const corrected = { ...second, scores: [...second.scores, { playerId: 'B', holeNumber: 1, strokes: 5 }] };
    const result = junk({ playerIds: ['A', 'B'], rounds: [first, corrected] }, { valueCents: 50, dots: ['birdie'] });
    expect(result.players.map((p) => p.dots)).toEqual([2, 0]);
    expect(result.cents).toEqual({ A: 100, B: -100 });
  });

  it('given scores and awards of someone no longer in the game, then they earn and pay nothing', () => {
    const round = factsRoundOf([3], { A: [{ strokes: 3 }], Z: [{ strokes: 2 }] }, [{ holeNumber: 1, closestToPin: 'Z' }]);
    const result = junk({ playerIds: ['A', 'B'], rounds: [round] }, { valueCents: 100, dots: ALL });
    expect(result.cents).toEqual({ A: 0, B: 0 });
  });

  it('given a dot that does not exist or a value that is not whole cents, then a clear error', () => {
    expect(() => junk({ playerIds: ['A'], rounds: [] }, { valueCents: 100, dots: ['eagle' as JunkDot] })).toThrow(
      'Junk has no dot called eagle',
    );
    expect(() => junk({ playerIds: ['A'], rounds: [] }, { valueCents: 1.5, dots: ALL })).toThrow(
      'The value of junk must be a whole number of cents, 0 or more, got 1.5',
    );
  });

  it('property: the money adds up to zero in whole cents, and more dots never pay less', () => {
    const hole = fc.record({
      strokes: fc.integer({ min: 1, max: 8 }),
      facts: fc.record({ bunker: fc.boolean(), chipIn: fc.boolean(), polie: fc.boolean() }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(hole, { minLength: 9, maxLength: 9 }), { minLength: 2, maxLength: 6 }),
        fc.nat(1000),
        (cards, value) => {
          const ids = cards.map((_, i) => `p${i}`);
          const round = factsRoundOf([4, 3, 5, 4, 4, 3, 5, 4, 4], Object.fromEntries(ids.map((id, i) => [id, cards[i]!])), [
            { holeNumber: 2, closestToPin: 'p0' },
          ]);
          const result = junk({ playerIds: ids, rounds: [round] }, { valueCents: value, dots: ALL });
          expect(Object.values(result.cents).reduce((a, b) => a + b, 0)).toBe(0);
          const byDots = [...result.players].sort((a, b) => a.dots - b.dots);
          byDots.slice(1).forEach((p, i) => expect(result.cents[p.playerId]).toBeGreaterThanOrEqual(result.cents[byDots[i]!.playerId]!));
        },
      ),
    );
  });
});
