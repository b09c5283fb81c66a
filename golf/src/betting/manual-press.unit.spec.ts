import { describe, expect, it } from 'vitest';
import { matchRound } from '../testing/match-fixture.ts';
import { openManualPress } from './manual-press.ts';
import type { MatchNassauInput, RecordedPress } from './match-nassau.ts';

const manual = (results: string, recordedPresses: RecordedPress[] = []): MatchNassauInput => ({
  rounds: [matchRound(results)],
  stakesCents: { front_9: 500, back_9: 500, overall_18: 500 },
  presses: { mode: 'manual', trigger: 2, stake: 'same' },
  recordedPresses,
});

describe('a manual press (docs/golf-rules.md section 11)', () => {
  it('given A 1 down after hole 2, when A’s side presses the front nine, then the press starts on hole 3', () => {
    expect(openManualPress(manual('LH'), { pressOf: 'front_9', roundNumber: 1, side: 1 })).toEqual({
      ok: true,
      press: { id: 'front_9@1.3', pressOf: 'front_9', startsAt: { roundNumber: 1, holeNumber: 3 } },
    });
  });

  it('given an admin, then the press is for the side that is down (B here)', () => {
    expect(openManualPress(manual('WW'), { pressOf: 'overall_18', roundNumber: 1, side: null })).toMatchObject({
      ok: true,
      press: { id: 'overall_18@1.3' },
    });
  });

  it('given the side that is up or level asks, then it is refused', () => {
    expect(openManualPress(manual('WH'), { pressOf: 'front_9', roundNumber: 1, side: 1 })).toEqual({
      ok: false,
      refusal: { kind: 'conflict', message: 'Only the side that is down can press: your side is 1 up in the front 9' },
    });
    expect(openManualPress(manual('WL'), { pressOf: 'front_9', roundNumber: 1, side: 2 })).toMatchObject({
      refusal: { message: 'Only the side that is down can press: the front 9 is all square' },
    });
    expect(openManualPress(manual('WL'), { pressOf: 'front_9', roundNumber: 1, side: null })).toMatchObject({
      refusal: { kind: 'conflict', message: 'Nobody is down in the front 9: it is all square' },
    });
  });

  it('given the front nine finished, then it has no hole left to press, while the overall has', () => {
    expect(openManualPress(manual('LLLLLLLLL'), { pressOf: 'front_9', roundNumber: 1, side: 1 })).toEqual({
      ok: false,
      refusal: { kind: 'conflict', message: 'The front 9 has no hole left to press' },
    });
    expect(openManualPress(manual('LLLLLLLLL'), { pressOf: 'overall_18', roundNumber: 1, side: 1 })).toMatchObject({
      ok: true,
      press: { startsAt: { holeNumber: 10 } },
    });
  });

  it('given the bet already has a press starting on the next hole, then a second is refused', () => {
    const recorded = [{ pressOf: 'front_9', startsAt: { roundNumber: 1, holeNumber: 3 } }];
    expect(openManualPress(manual('LL', recorded), { pressOf: 'front_9', roundNumber: 1, side: 1 })).toEqual({
      ok: false,
      refusal: { kind: 'conflict', message: 'The front 9 already has a press from hole 3' },
    });
  });

  it('given a recorded press that is down, then it can be pressed in turn', () => {
    const recorded = [{ pressOf: 'front_9', startsAt: { roundNumber: 1, holeNumber: 3 } }];
    expect(openManualPress(manual('LLL', recorded), { pressOf: 'front_9@1.3', roundNumber: 1, side: 1 })).toMatchObject({
      ok: true,
      press: { id: 'front_9@1.3@1.4', pressOf: 'front_9@1.3' },
    });
    expect(openManualPress(manual('LLW', recorded), { pressOf: 'front_9@1.3', roundNumber: 1, side: 1 })).toMatchObject({
      refusal: { message: 'Only the side that is down can press: your side is 1 up in the press of the front 9 from hole 3' },
    });
  });

  it('given presses off or automatic, an unknown bet or a round the game does not have, then it is refused', () => {
    const off = { ...manual('LL'), presses: { mode: 'off' as const, trigger: 2, stake: 'same' as const } };
    const auto = { ...manual('LL'), presses: { mode: 'automatic' as const, trigger: 2, stake: 'same' as const } };
    const request = { pressOf: 'front_9', roundNumber: 1, side: 1 as const };
    expect(openManualPress(off, request)).toMatchObject({
      refusal: { kind: 'conflict', message: 'This Nassau is played without presses' },
    });
    expect(openManualPress(auto, request)).toMatchObject({
      refusal: { kind: 'conflict', message: 'Presses open automatically in this Nassau' },
    });
    expect(openManualPress(manual('LL'), { ...request, pressOf: 'front_9@1.5' })).toMatchObject({
      refusal: { kind: 'not_found', message: 'This Nassau has no bet or press "front_9@1.5"' },
    });
    expect(openManualPress(manual('LL'), { ...request, roundNumber: 2 })).toMatchObject({
      refusal: { kind: 'invalid', message: 'Round 2 is not a round of this game' },
    });
  });
});
