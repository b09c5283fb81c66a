import { describe, expect, it } from 'vitest';
import { matchNassau } from '../betting/match-nassau.ts';
import { matchRound, PRESS_EXAMPLE } from '../testing/match-fixture.ts';
import { pressLines } from './press-lines.ts';

describe('presses on the board (docs/golf-rules.md section 11)', () => {
  it('given the worked example in four-ball, then each press with its holes, status, winners and stake', () => {
    const nassau = matchNassau({
      rounds: [matchRound(PRESS_EXAMPLE, 'four_ball')],
      stakesCents: { front_9: 500, back_9: 500, overall_18: 500 },
      presses: { mode: 'automatic', trigger: 2, stake: 'same' },
    });
    expect(pressLines(nassau)).toEqual([
      {
        id: 'front_9@1.3',
        pressOf: 'front_9',
        holes: { from: 3, to: 9 },
        automatic: true,
        complete: true,
        winners: ['C', 'D'],
        tied: false,
        stakeCents: 500,
      },
      {
        id: 'overall_18@1.3',
        pressOf: 'overall_18',
        holes: { from: 3, to: 18 },
        automatic: true,
        complete: true,
        winners: ['C', 'D'],
        tied: false,
        stakeCents: 500,
      },
      {
        id: 'overall_18@1.3@1.10',
        pressOf: 'overall_18@1.3',
        holes: { from: 10, to: 18 },
        automatic: true,
        complete: true,
        winners: ['A', 'B'],
        tied: false,
        stakeCents: 500,
      },
    ]);
  });

  it('given a press level after its first hole, then it is tied with both sides; before its first hole, nobody leads', () => {
    const at = (results: string) =>
      pressLines(
        matchNassau({ rounds: [matchRound(results)], stakesCents: null, presses: { mode: 'automatic', trigger: 1, stake: 'same' } }),
      )[0]!;
    expect(at('L')).toMatchObject({ winners: [], tied: false, complete: false, stakeCents: 0 });
    expect(at('LH')).toMatchObject({ winners: ['A', 'B'], tied: true });
  });
});
