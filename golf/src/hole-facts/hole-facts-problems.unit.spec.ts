import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfRuleError } from '../golf-rule-error.ts';
import type { HoleFacts } from './hole-facts.ts';
import { holeFactsProblems, requireHoleFacts } from './hole-facts-problems.ts';

const par3 = { number: 7, par: 3 };
const par4 = { number: 1, par: 4 };
const par5 = { number: 2, par: 5 };

describe('what a player may record on a hole (docs/golf-rules.md section 15)', () => {
  it('given no facts at all, or every fact null, then nothing is wrong', () => {
    expect(holeFactsProblems({}, par4, 5)).toEqual([]);
    const nothing: HoleFacts = { putts: null, fairway: null, bunker: null, sandSave: null, penalties: null, chipIn: null, polie: null };
    expect(holeFactsProblems({ ...nothing, greenInRegulation: null }, par4, 5)).toEqual([]);
  });

  it('given a full par 4 (fairway hit, 2 putts, a bunker, no penalty), then nothing is wrong', () => {
    const facts: HoleFacts = { putts: 2, fairway: 'hit', bunker: false, penalties: 0, chipIn: false, polie: false };
    expect(holeFactsProblems(facts, par4, 4)).toEqual([]);
  });

  describe('ranges', () => {
    it.each([
      [{ putts: 11 }, 'Putts must be a whole number from 0 to 10, not 11'],
      [{ putts: -1 }, 'Putts must be a whole number from 0 to 10, not -1'],
      [{ putts: 1.5 }, 'Putts must be a whole number from 0 to 10, not 1.5'],
      [{ penalties: 6 }, 'Penalty strokes must be a whole number from 0 to 5, not 6'],
      [{ fairway: 'middle' as 'hit' }, 'Fairway must be hit, left or right, not middle'],
      [{ bunker: 'yes' as unknown as boolean }, 'bunker must be true or false, not yes'],
    ])('given %o, then "%s"', (facts, message) => {
      expect(holeFactsProblems(facts, par4)).toEqual([message]);
    });

    it('given 0 and 10 putts, 0 and 5 penalties, then they are in range', () => {
      expect(holeFactsProblems({ putts: 0, penalties: 5 }, par5, 9)).toEqual([]);
      expect(holeFactsProblems({ putts: 10, penalties: 0 }, par5, 12)).toEqual([]);
    });
  });

  describe('the definitions', () => {
    it('given a fairway on a par 3, then refused: a par 3 has no fairway', () => {
      expect(holeFactsProblems({ fairway: 'left' }, par3)).toEqual(['Hole 7 is a par 3: it has no fairway to hit or miss']);
    });

    it('given a fairway on a par 4, a par 5 and a par 6, then accepted', () => {
      expect(holeFactsProblems({ fairway: 'right' }, par4)).toEqual([]);
      expect(holeFactsProblems({ fairway: 'hit' }, par5)).toEqual([]);
      expect(holeFactsProblems({ fairway: 'hit' }, { number: 3, par: 6 })).toEqual([]);
    });

    it('given a chip-in with putts, then refused: a chip-in has 0 putts', () => {
      expect(holeFactsProblems({ chipIn: true, putts: 1 }, par4, 4)).toEqual([
        'A chip-in is holed from off the green: putts must be 0, not 1',
      ]);
      expect(holeFactsProblems({ chipIn: true, putts: 0 }, par4, 3)).toEqual([]);
      expect(holeFactsProblems({ chipIn: true }, par4, 3)).toEqual([]);
    });

    it('given a polie with no putt, or with a chip-in, then refused: the ball is holed once, by a putt', () => {
      expect(holeFactsProblems({ polie: true, putts: 0 }, par4, 3)).toEqual(['A polie is a holed putt: putts cannot be 0']);
      expect(holeFactsProblems({ polie: true, chipIn: true }, par4, 3)).toEqual([
        'A chip-in and a polie cannot both be true: the ball is holed once',
      ]);
      expect(holeFactsProblems({ polie: true, putts: 1 }, par4, 3)).toEqual([]);
    });

    it('given a sand save without the bunker, then refused: a sand save is from a bunker', () => {
      expect(holeFactsProblems({ sandSave: true }, par4, 4)).toEqual(['A sand save needs the bunker shot recorded too']);
      expect(holeFactsProblems({ sandSave: true, bunker: false }, par4, 4)).toEqual(['A sand save needs the bunker shot recorded too']);
      expect(holeFactsProblems({ sandSave: true, bunker: true, putts: 1 }, par4, 4)).toEqual([]);
    });

    it('given a sand save with two putts, then refused: up and down is one putt at most', () => {
      expect(holeFactsProblems({ sandSave: true, bunker: true, putts: 2 }, par4, 5)).toEqual([
        'A sand save is up and down from the bunker: at most 1 putt, not 2',
      ]);
      expect(holeFactsProblems({ sandSave: true, bunker: true, putts: 0 }, par4, 3)).toEqual([]);
    });

    it('given a sand save recorded false with no bunker, then accepted: it says nothing', () => {
      expect(holeFactsProblems({ sandSave: false }, par4, 4)).toEqual([]);
    });

    it('given a green in regulation override without putts, then refused: it corrects the putts formula', () => {
      expect(holeFactsProblems({ greenInRegulation: true }, par4, 4)).toEqual([
        'Record the putts with the green in regulation: it corrects the count from the putts',
      ]);
      expect(holeFactsProblems({ greenInRegulation: false, putts: 2 }, par4, 4)).toEqual([]);
    });
  });

  describe('against the strokes', () => {
    it('given as many putts as strokes, then refused: the tee shot is never a putt', () => {
      expect(holeFactsProblems({ putts: 4 }, par4, 4)).toEqual(['4 putts leave no shot to reach the green in 4 strokes']);
      expect(holeFactsProblems({ putts: 3 }, par4, 4)).toEqual([]);
    });

    it('given putts and penalty strokes adding up to the strokes, then refused', () => {
      expect(holeFactsProblems({ putts: 2, penalties: 1 }, par4, 3)).toEqual([
        '2 putts and 1 penalty stroke leave no shot to reach the green in 3 strokes',
      ]);
      expect(holeFactsProblems({ penalties: 2 }, par4, 2)).toEqual([
        '0 putts and 2 penalty strokes leave no shot to reach the green in 2 strokes',
      ]);
    });

    it('given a hole in one: 0 putts in 1 stroke is fine, a bunker shot is not', () => {
      expect(holeFactsProblems({ putts: 0, chipIn: true }, par3, 1)).toEqual([]);
      expect(holeFactsProblems({ putts: 1 }, par3, 1)).toEqual(['1 putt leaves no shot to reach the green in 1 stroke']);
      expect(holeFactsProblems({ bunker: true }, par3, 1)).toEqual(['A hole in one has no bunker shot']);
    });

    it('given no strokes, then only the facts among themselves are checked', () => {
      expect(holeFactsProblems({ putts: 10, penalties: 5 }, par4)).toEqual([]);
    });
  });

  it('given several problems, then every one is listed, and requireHoleFacts throws them in one sentence', () => {
    const facts: HoleFacts = { fairway: 'hit', chipIn: true, putts: 2 };
    expect(holeFactsProblems(facts, par3, 4)).toHaveLength(2);
    expect(() => requireHoleFacts(facts, par3, 4)).toThrow(
      new GolfRuleError(
        'Hole 7: Hole 7 is a par 3: it has no fairway to hit or miss. A chip-in is holed from off the green: putts must be 0, not 2',
      ),
    );
    expect(() => requireHoleFacts({ putts: 2 }, par4, 5)).not.toThrow();
  });

  it('property: the facts of any hole a golfer can play are accepted', () => {
    const playedHole = fc
      .record({
        par: fc.integer({ min: 3, max: 6 }),
        shotsToGreen: fc.integer({ min: 1, max: 8 }),
        putts: fc.integer({ min: 0, max: 4 }),
        penalties: fc.integer({ min: 0, max: 3 }),
        fairway: fc.constantFrom('hit', 'left', 'right'),
        bunker: fc.boolean(),
        upAndDown: fc.boolean(),
        long: fc.boolean(),
        override: fc.option(fc.boolean()),
      })
      .map((h) => {
        const bunker = h.bunker && h.shotsToGreen >= 2;
        const facts: HoleFacts = {
          putts: h.putts,
          penalties: h.penalties,
          fairway: h.par >= 4 ? (h.fairway as 'hit') : null,
          bunker,
          sandSave: bunker && h.upAndDown && h.putts <= 1,
          chipIn: h.putts === 0,
          polie: h.putts > 0 && h.long,
          greenInRegulation: h.override,
        };
        return { hole: { number: 1, par: h.par }, strokes: h.shotsToGreen + h.putts + h.penalties, facts };
      });
    fc.assert(
      fc.property(playedHole, ({ hole, strokes, facts }) => {
        expect(holeFactsProblems(facts, hole, strokes)).toEqual([]);
      }),
    );
  });
});
