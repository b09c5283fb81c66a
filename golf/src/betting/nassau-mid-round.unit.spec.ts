import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM } from '../scoring/points.ts';
import { roundOf } from '../testing/round-fixture.ts';
import { nassau, nassauPayouts } from './nassau.ts';

// The fixture's par-72 card: holes 1–3 are par 4, 4, 3.
const leaders = (bets: ReturnType<typeof nassau>) => bets.map((b) => [b.bet, b.complete, b.leaderIds]);

describe('Nassau while its bets are being played (docs/golf-rules.md section 7)', () => {
  // Di −3 net thru 3 (8 strokes), Ann +1 thru 1 (5 strokes), Ben and Cy not started.
  const example = roundOf({
    scoringType: 'net',
    players: [
      { id: 'Ann', gross: [5] },
      { id: 'Ben', gross: [] },
      { id: 'Cy', gross: [] },
      { id: 'Di', gross: [3, 3, 2] },
    ],
  });

  it('given the rules’ example, when the bets are read, then Di alone leads the front nine and the overall; the back nine has no leader', () => {
    expect(leaders(nassau(example, 'stroke_play'))).toEqual([
      ['front_9', false, ['Di']],
      ['back_9', false, []],
      ['overall_18', false, ['Di']],
    ]);
  });

  it('given the rules’ example, then the front nine’s standings run by to par: Di, Ann, then the two not started', () => {
    const front = nassau(example, 'stroke_play')[0]!;
    expect(front.standings.map((s) => [s.id, s.position, s.value, s.started])).toEqual([
      ['Di', 1, 8, true],
      ['Ann', 2, 5, true],
      ['Ben', 3, 0, false],
      ['Cy', 3, 0, false],
    ]);
  });

  it('given a bet nobody has started and a stake on it, then nobody is paid from it yet', () => {
    const [, back] = nassauPayouts(nassau(example, 'stroke_play'), [{ position: 1, amountCents: 1000, betType: 'back_9' }]);
    expect(back!.payouts.map((p) => p.amountCents)).toEqual([]);
  });

  it('given a points bet (dogfight) where Di has 0 points thru 2 and the others have not started, then Di leads it', () => {
    const round = roundOf({
      pointsSystem: DEFAULT_POINTS_SYSTEM,
      players: [
        { id: 'Ann', gross: [] },
        { id: 'Di', gross: [6, 6] },
      ],
    });
    expect(leaders(nassau(round, 'dogfight'))).toEqual([
      ['front_9', false, ['Di']],
      ['back_9', false, []],
      ['overall_18', false, ['Di']],
    ]);
  });

  it('given match play where only one side has played, then no hole of any bet is decided and no bet has a leader', () => {
    const round = roundOf({
      players: [
        { id: 'Ann', gross: [4, 4] },
        { id: 'Ben', gross: [] },
      ],
    });
    expect(leaders(nassau(round, 'match_play'))).toEqual([
      ['front_9', false, []],
      ['back_9', false, []],
      ['overall_18', false, []],
    ]);
  });
});
