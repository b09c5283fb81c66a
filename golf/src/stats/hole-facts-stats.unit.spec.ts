import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoleFacts } from '../hole-facts/hole-facts.ts';
import { factsRatios } from './facts-ratios.ts';
import { EMPTY_FACTS_STATS, recentFactsStats, roundFactsStats, sumFactsStats, type PlayedHoleFacts } from './hole-facts-stats.ts';

/** docs/golf-rules.md section 15's worked example: nine holes, some facts missing. */
const NINE: PlayedHoleFacts[] = [
  { par: 4, strokes: 4, facts: { putts: 2, fairway: 'hit' } },
  { par: 5, strokes: 6, facts: { putts: 3, fairway: 'left' } },
  { par: 3, strokes: 3, facts: { putts: 1, bunker: true, sandSave: true } },
  { par: 4, strokes: 6, facts: { putts: 2, fairway: 'right', penalties: 1 } },
  { par: 4, strokes: 3, facts: { putts: 0, fairway: 'hit', chipIn: true } },
  { par: 4, strokes: 5, facts: { fairway: 'hit' } },
  { par: 3, strokes: 4, facts: { putts: 3, greenInRegulation: false } },
  { par: 5, strokes: 5, facts: { putts: 2, fairway: 'hit', bunker: true } },
  { par: 4, strokes: 4 },
];

describe("a golfer's statistics (docs/golf-rules.md section 15)", () => {
  it('given the nine holes of the worked example, then every figure sums the holes where its fact was recorded', () => {
    expect(roundFactsStats(NINE)).toEqual({
      rounds: 1,
      fairways: { hit: 4, left: 1, right: 1, possible: 6 },
      greensInRegulation: { hit: 3, holes: 7 },
      putts: { total: 13, holes: 7, threePutts: 2, onGreensInRegulation: 7 },
      scrambling: { saved: 2, chances: 4 },
      sandSaves: { saved: 1, chances: 2 },
      penaltyStrokes: 1,
    });
  });

  it('given the worked example, then its ratios: 4 of 6 fairways, 3 of 7 greens, 7 putts on 3 greens, 2 of 4 scrambles', () => {
    const ratios = factsRatios(roundFactsStats(NINE));
    expect(ratios).toMatchObject({
      fairwaysHit: 4 / 6,
      greensInRegulation: 3 / 7,
      scrambling: 0.5,
      sandSaves: 0.5,
      penaltyStrokesPerRound: 1,
    });
    expect(ratios.puttsPerGreenInRegulation).toBeCloseTo(2.333, 3);
    expect(ratios.puttsPerRound).toBeCloseTo((13 / 7) * 18, 9);
  });

  it('given a hole with no putts recorded, then it says nothing about greens, scrambling or putts', () => {
    expect(roundFactsStats([{ par: 4, strokes: 5, facts: { fairway: 'left' } }])).toEqual({
      ...EMPTY_FACTS_STATS,
      rounds: 1,
      fairways: { hit: 0, left: 1, right: 0, possible: 1 },
    });
  });

  it('given the override, then it wins over the formula: a fringe putt counted as a putt is a missed green', () => {
    const stats = roundFactsStats([{ par: 4, strokes: 4, facts: { putts: 3, greenInRegulation: false } }]);
    expect(stats.greensInRegulation).toEqual({ hit: 0, holes: 1 });
    expect(stats.scrambling).toEqual({ saved: 1, chances: 1 });
  });

  it('given a chip-in with its 0 putts, then a hole of no putts counted; a chip-in for par from off a missed green is a scramble saved', () => {
    const stats = roundFactsStats([{ par: 4, strokes: 4, facts: { putts: 0, chipIn: true } }]);
    expect(stats.putts).toEqual({ total: 0, holes: 1, threePutts: 0, onGreensInRegulation: 0 });
    expect(stats.greensInRegulation).toEqual({ hit: 0, holes: 1 });
    expect(stats.scrambling).toEqual({ saved: 1, chances: 1 });
    // A chip-in without its putts recorded infers nothing: no putts, no green.
    expect(roundFactsStats([{ par: 4, strokes: 4, facts: { chipIn: true } }]).putts.holes).toBe(0);
  });

  it('given the override saying hit where the formula says missed (a long putt from the fringe not counted), then the green counts as hit', () => {
    const stats = roundFactsStats([{ par: 4, strokes: 5, facts: { putts: 2, greenInRegulation: true } }]);
    expect(stats.greensInRegulation).toEqual({ hit: 1, holes: 1 });
    expect(stats.putts.onGreensInRegulation).toBe(2);
    expect(stats.scrambling).toEqual({ saved: 0, chances: 0 });
  });

  it('given a fairway on a par 3 (stored before it was refused), then it is not a fairway possible, while par 4 and 5 count', () => {
    expect(
      roundFactsStats([
        { par: 4, strokes: 4, facts: { fairway: 'hit' } },
        { par: 5, strokes: 5, facts: { fairway: 'left' } },
      ]).fairways,
    ).toEqual({ hit: 1, left: 1, right: 0, possible: 2 });
  });

  it('given a fairway on a par 3 (stored before it was refused), then it is not a fairway possible (alone)', () => {
    expect(roundFactsStats([{ par: 3, strokes: 3, facts: { fairway: 'hit' } }]).fairways.possible).toBe(0);
  });

  it('given no hole played, then zero rounds and zeros everywhere; ratios are null, never a made-up 0 %', () => {
    expect(roundFactsStats([])).toEqual(EMPTY_FACTS_STATS);
    expect(Object.values(factsRatios(EMPTY_FACTS_STATS)).every((r) => r === null)).toBe(true);
  });

  describe('over the last rounds', () => {
    const round = (putts: number): FactsStats => roundFactsStats([{ par: 4, strokes: 4 + putts - 2, facts: { putts } }]);
    type FactsStats = ReturnType<typeof roundFactsStats>;
    const newestFirst = [1, 2, 3, 4, 5, 6].map(round);

    it('given six rounds newest first, then the last 5 sum the five newest', () => {
      const last5 = recentFactsStats(newestFirst, 5);
      expect(last5.rounds).toBe(5);
      expect(last5.putts).toEqual({ total: 15, holes: 5, threePutts: 3, onGreensInRegulation: 15 });
    });

    it('given fewer rounds than asked, then all of them', () => {
      expect(recentFactsStats(newestFirst, 10)).toEqual(sumFactsStats(newestFirst));
      expect(recentFactsStats([], 20)).toEqual(EMPTY_FACTS_STATS);
    });
  });

  const validHole = fc
    .record({
      par: fc.integer({ min: 3, max: 5 }),
      onIn: fc.integer({ min: 1, max: 6 }),
      putts: fc.option(fc.integer({ min: 0, max: 4 })),
      fairway: fc.option(fc.constantFrom('hit' as const, 'left' as const, 'right' as const)),
      bunker: fc.option(fc.boolean()),
      sandSave: fc.boolean(),
      penalties: fc.option(fc.integer({ min: 0, max: 2 })),
      override: fc.option(fc.boolean()),
    })
    .map((h): PlayedHoleFacts => {
      const facts: HoleFacts = {
        putts: h.putts,
        fairway: h.par >= 4 ? h.fairway : null,
        bunker: h.bunker,
        sandSave: h.bunker === true && h.sandSave && (h.putts ?? 0) <= 1,
        penalties: h.penalties,
        greenInRegulation: h.putts === null ? null : h.override,
      };
      return { par: h.par, strokes: h.onIn + (h.putts ?? 0) + (h.penalties ?? 0), facts };
    });

  it('property: a round of holes summed in parts is the sum of its parts, and the parts never exceed their wholes', () => {
    fc.assert(
      fc.property(fc.array(validHole, { maxLength: 18 }), fc.array(validHole, { maxLength: 18 }), (a, b) => {
        const whole = roundFactsStats([...a, ...b]);
        const parts = sumFactsStats([roundFactsStats(a), roundFactsStats(b)]);
        expect({ ...parts, rounds: 0 }).toEqual({ ...whole, rounds: 0 });
        const { fairways, greensInRegulation: gir, putts, scrambling, sandSaves } = whole;
        expect(fairways.hit + fairways.left + fairways.right).toBe(fairways.possible);
        expect(gir.hit).toBeLessThanOrEqual(gir.holes);
        expect(gir.holes).toBeLessThanOrEqual(putts.holes);
        expect(scrambling.chances).toBe(gir.holes - gir.hit);
        expect(scrambling.saved).toBeLessThanOrEqual(scrambling.chances);
        expect(sandSaves.saved).toBeLessThanOrEqual(sandSaves.chances);
        expect(putts.threePutts).toBeLessThanOrEqual(putts.holes);
        expect(putts.onGreensInRegulation).toBeLessThanOrEqual(putts.total);
      }),
    );
  });
});
