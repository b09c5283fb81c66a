import { describe, expect, it } from 'vitest';
import { matchRound, PRESS_EXAMPLE } from '../testing/match-fixture.ts';
import { matchNassau, type MatchBetResult, type MatchNassauInput } from './match-nassau.ts';
import { nassau } from './nassau.ts';

const FIVE_DOLLARS = { front_9: 500, back_9: 500, overall_18: 500 };
const automatic = (results: string, trigger = 2, stake: 'same' | 'double' = 'same'): MatchNassauInput => ({
  rounds: [matchRound(results)],
  stakesCents: FIVE_DOLLARS,
  presses: { mode: 'automatic', trigger, stake },
});
const shown = (bets: readonly MatchBetResult[]) => bets.map((b) => [b.id, b.holes.from, b.holes.to, b.side1Up, b.stakeCents]);

describe('Nassau presses in match play (docs/golf-rules.md section 11)', () => {
  describe('given the worked example: automatic at 2 down, $5 a bet and a press', () => {
    const result = matchNassau(automatic(PRESS_EXAMPLE));

    it('then the bets stand front 4 down, back 1 up, overall 3 down', () => {
      expect(shown(result.bets)).toEqual([
        ['front_9', 1, 9, -4, 500],
        ['back_9', 10, 18, 1, 500],
        ['overall_18', 1, 18, -3, 500],
      ]);
    });

    it('then F1 (3–9) and O1 (3–18) open after hole 2, O2 (10–18) after hole 9: F1 2 down, O1 1 down, O2 1 up', () => {
      expect(shown(result.presses)).toEqual([
        ['front_9@1.3', 3, 9, -2, 500],
        ['overall_18@1.3', 3, 18, -1, 500],
        ['overall_18@1.3@1.10', 10, 18, 1, 500],
      ]);
      expect(result.presses.map((p) => [p.pressOf, p.automatic, p.complete, p.leader])).toEqual([
        ['front_9', true, true, 2],
        ['overall_18', true, true, 2],
        ['overall_18@1.3', true, true, 1],
      ]);
    });

    it('then the back never reaches 2 down, and F1, 2 down after hole 9, has no hole left to press', () => {
      expect(result.presses.some((p) => p.pressOf === 'back_9' || p.pressOf === 'front_9@1.3')).toBe(false);
    });

    it('then the match bets agree with the Nassau’s own match bets', () => {
      const bets = nassau([matchRound(PRESS_EXAMPLE)], 'match_play');
      expect(bets.map((b) => b.leaderIds)).toEqual(result.bets.map((b) => (b.leader === 1 ? ['side-1'] : ['side-2'])));
    });
  });

  it('given presses off, then only the three bets', () => {
    expect(matchNassau({ ...automatic(PRESS_EXAMPLE), presses: { mode: 'off', trigger: 2, stake: 'same' } }).presses).toEqual([]);
    expect(matchNassau({ rounds: [matchRound(PRESS_EXAMPLE)], stakesCents: null }).presses).toEqual([]);
  });

  it('given a double press stake, then a press is worth twice what it presses, and a press of a press four times', () => {
    const { presses } = matchNassau(automatic(PRESS_EXAMPLE, 2, 'double'));
    expect(presses.map((p) => [p.id, p.stakeCents])).toEqual([
      ['front_9@1.3', 1000],
      ['overall_18@1.3', 1000],
      ['overall_18@1.3@1.10', 2000],
    ]);
  });

  it('given a trigger of 1, then every bet presses at its first hole down, and presses press in turn', () => {
    const { presses } = matchNassau(automatic('L.................', 1));
    expect(presses.map((p) => [p.id, p.holesPlayed, p.complete, p.leader])).toEqual([
      ['front_9@1.2', 0, false, null],
      ['overall_18@1.2', 0, false, null],
    ]);
  });

  it('given a side that comes back and goes 2 down again, then its bet opened its one press the first time', () => {
    const { presses } = matchNassau(automatic('LLWWLL...........', 2));
    expect(presses.filter((p) => p.pressOf === 'front_9').map((p) => p.id)).toEqual(['front_9@1.3']);
  });

  it('given side 2 goes 2 down, then it opens the press just the same', () => {
    const { presses } = matchNassau(automatic('WW................', 2));
    expect(presses.map((p) => p.id)).toEqual(['front_9@1.3', 'overall_18@1.3']);
  });

  it('given manual presses, then the recorded ones count (unknown or repeated ones do not), and nothing opens by itself', () => {
    const { presses } = matchNassau({
      rounds: [matchRound(PRESS_EXAMPLE)],
      stakesCents: FIVE_DOLLARS,
      presses: { mode: 'manual', trigger: 2, stake: 'same' },
      recordedPresses: [
        { pressOf: 'front_9', startsAt: { roundNumber: 1, holeNumber: 2 } },
        { pressOf: 'front_9@1.2', startsAt: { roundNumber: 1, holeNumber: 9 } },
        { pressOf: 'front_9', startsAt: { roundNumber: 1, holeNumber: 2 } },
        { pressOf: 'back_9@1.12', startsAt: { roundNumber: 1, holeNumber: 13 } },
        { pressOf: 'back_9', startsAt: { roundNumber: 1, holeNumber: 3 } },
      ],
    });
    expect(presses.map((p) => [p.id, p.automatic, p.holes.from, p.holes.to, p.side1Up])).toEqual([
      ['front_9@1.2', false, 2, 9, -3],
      ['front_9@1.2@1.9', false, 9, 9, -1],
    ]);
  });

  it('given a four-ball match, then side 1 is team 1 and side 2 team 2', () => {
    const result = matchNassau({ rounds: [matchRound(PRESS_EXAMPLE, 'four_ball')], stakesCents: FIVE_DOLLARS });
    expect(result.sides).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(result.bets.map((b) => b.side1Up)).toEqual([-4, 1, -3]);
  });

  it('given press settings out of range, then a clear error', () => {
    expect(() => matchNassau(automatic(PRESS_EXAMPLE, 6))).toThrow('The press trigger must be 1 to 5 holes down, got 6');
  });
});
