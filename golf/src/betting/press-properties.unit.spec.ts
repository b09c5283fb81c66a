import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRound, PRESS_EXAMPLE } from '../testing/match-fixture.ts';
import { automaticPresses } from './automatic-presses.ts';
import { matchCard, matchNassau } from './match-nassau.ts';
import { startPressTracking, trackPressesAfterHole } from './press-tracker.ts';
import { compareHoles, holeKey, type BetSpan, type MatchHoleResult } from './press-types.ts';

/** One or two rounds of 18 holes, each hole won, lost, halved or not played yet. */
const rounds = fc.array(fc.array(fc.constantFrom('W', 'L', 'H', '.'), { minLength: 18, maxLength: 18 }), { minLength: 1, maxLength: 2 });
const trigger = fc.integer({ min: 1, max: 5 });
const inputOf = (cards: string[][], t: number) => ({
  rounds: cards.map((letters, index) => matchRound(letters.join(''), 'singles', index + 1)),
  stakesCents: { front_9: 100, back_9: 100, overall_18: 200 },
  presses: { mode: 'automatic' as const, trigger: t, stake: 'double' as const },
});
const spanIds = (spans: readonly BetSpan[]) => spans.map((s) => `${s.id}:${s.holes.length}`).sort();

/** Side 1's lead after each hole of the span with a result, with the hole. */
function leads(span: BetSpan, results: readonly MatchHoleResult[]) {
  const byHole = new Map(results.map((r) => [holeKey(r), r.winner]));
  let up = 0;
  return span.holes.flatMap((hole) => {
    if (!byHole.has(holeKey(hole))) return [];
    const winner = byHole.get(holeKey(hole));
    up += winner === 1 ? 1 : winner === 2 ? -1 : 0;
    return [{ hole, up }];
  });
}

/** The rule as written, checked on every span: one press after the first hole at `trigger` down, if a hole is left; none otherwise. */
function expectTheRule(spans: readonly BetSpan[], presses: readonly BetSpan[], results: readonly MatchHoleResult[], t: number) {
  for (const span of spans) {
    const first = leads(span, results).find((lead) => Math.abs(lead.up) === t);
    const next = first && span.holes.find((hole) => compareHoles(hole, first.hole) > 0);
    const opened = presses.filter((press) => press.pressOf === span.id);
    expect(opened.map((press) => press.holes[0])).toEqual(next ? [next] : []);
  }
}

describe('automatic presses, as properties (docs/golf-rules.md section 11)', () => {
  it('given random matches, then presses tracked hole by hole are those worked out all at once', () => {
    fc.assert(
      fc.property(rounds, trigger, (cards, t) => {
        const input = inputOf(cards, t);
        const { bets } = matchCard(input.rounds);
        const { results } = matchNassau(input);
        const tracked = results.reduce(trackPressesAfterHole, startPressTracking(bets, t));
        expect(spanIds(tracked.presses)).toEqual(spanIds(automaticPresses(bets, results, t)));
      }),
    );
  });

  it('given random matches, then every bet and press opens exactly the presses the rule says', () => {
    fc.assert(
      fc.property(rounds, trigger, (cards, t) => {
        const nassau = matchNassau(inputOf(cards, t));
        const presses = nassau.spans.filter((span) => span.pressOf !== null);
        expectTheRule(nassau.spans, presses, nassau.results, t);
        expect(presses.every((p) => p.automatic && p.holes.length > 0)).toBe(true);
      }),
    );
  });

  it('given a correction of any hole, then the presses are re-derived: the rule holds on the corrected results, and tracking them afresh agrees', () => {
    fc.assert(
      fc.property(rounds, trigger, fc.nat(), fc.constantFrom('W', 'L', 'H', '.'), (cards, t, at, corrected) => {
        const fixed = cards.map((letters) => [...letters]);
        fixed[at % fixed.length]![at % 18] = corrected;
        const input = inputOf(fixed, t);
        const nassau = matchNassau(input);
        const presses = nassau.spans.filter((span) => span.pressOf !== null);
        expectTheRule(nassau.spans, presses, nassau.results, t);
        const tracked = nassau.results.reduce(trackPressesAfterHole, startPressTracking(matchCard(input.rounds).bets, t));
        expect(spanIds(tracked.presses)).toEqual(spanIds(presses));
      }),
    );
  });

  it('given the worked example with hole 2 corrected to a half, then the presses from hole 3 disappear: 2 down comes after hole 8', () => {
    const before = matchNassau(inputOf([[...PRESS_EXAMPLE.replace(' ', '')]], 2)).presses.map((p) => p.id);
    const after = matchNassau(inputOf([[...'LHHHHHHLL HLWHWHLWH'.replace(' ', '')]], 2)).presses.map((p) => p.id);
    expect(before).toEqual(['front_9@1.3', 'overall_18@1.3', 'overall_18@1.3@1.10']);
    // From hole 9 the overall is pressed, its press is 2 down after hole 11, and that press's press is 2 up after 14.
    expect(after).toEqual(['front_9@1.9', 'overall_18@1.9', 'overall_18@1.9@1.12', 'overall_18@1.9@1.12@1.15']);
  });

  it('given holes fed out of card order, then tracking refuses them', () => {
    const { bets } = matchCard([matchRound(PRESS_EXAMPLE)]);
    const tracking = trackPressesAfterHole(startPressTracking(bets, 2), { roundNumber: 1, holeNumber: 5, winner: 1 });
    expect(() => trackPressesAfterHole(tracking, { roundNumber: 1, holeNumber: 4, winner: 2 })).toThrow(/card order/);
  });
});
