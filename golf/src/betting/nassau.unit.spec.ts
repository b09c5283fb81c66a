import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM } from '../scoring/points.ts';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { nassau, nassauBetHoles, nassauBets, nassauPayouts, nassauVariantFor } from './nassau.ts';

const holes = flatHoles(18);
const fours = (n: number) => new Array<number>(n).fill(4);

describe('nassau (docs/golf-rules.md section 7)', () => {
  it('given an 18-hole course, then front_9 (1–9), back_9 (10–18) and overall_18 (1–18)', () => {
    expect(nassauBets(18)).toEqual(['front_9', 'back_9', 'overall_18']);
    expect(nassauBetHoles('back_9', 18)).toEqual({ from: 10, to: 18 });
    expect(nassauBetHoles('overall_18', 18)).toEqual({ from: 1, to: 18 });
  });

  it('given a 9-hole course, then only front_9 and overall_18, both over holes 1–9', () => {
    expect(nassauBets(9)).toEqual(['front_9', 'overall_18']);
    expect(nassauBetHoles('overall_18', 9)).toEqual({ from: 1, to: 9 });
  });

  it('given each format, then its variant', () => {
    expect(nassauVariantFor('stroke_play')).toBe('stroke');
    expect(nassauVariantFor('skins')).toBe('stroke');
    expect(nassauVariantFor('best_ball')).toBe('points');
    expect(nassauVariantFor('dogfight')).toBe('points');
    expect(nassauVariantFor('match_play')).toBe('match');
  });

  describe('stroke variant (stroke play, net)', () => {
    // A (CH 0): 36 out, 36 in. B (CH 9, a stroke on holes 1–9): gross 44 out = net 35, 36 in.
    const round = roundOf({
      holes,
      scoringType: 'net',
      players: [
        { id: 'A', ch: 0, gross: fours(18) },
        { id: 'B', ch: 9, gross: [5, 5, 5, 5, 5, 5, 5, 5, 4, ...fours(9)] },
      ],
    });

    it('given a finished round, then front to B (35 < 36), back tied, overall to B (71 < 72)', () => {
      const bets = nassau(round, 'stroke_play');
      expect(bets.map((b) => [b.bet, b.complete, b.leaderIds, b.standings.map((s) => [s.id, s.value, s.position])])).toEqual([
        [
          'front_9',
          true,
          ['B'],
          [
            ['B', 35, 1],
            ['A', 36, 2],
          ],
        ],
        [
          'back_9',
          true,
          ['A', 'B'],
          [
            ['A', 36, 1],
            ['B', 36, 1],
          ],
        ],
        [
          'overall_18',
          true,
          ['B'],
          [
            ['B', 71, 1],
            ['A', 72, 2],
          ],
        ],
      ]);
    });

    it('given payout rows per bet, then the tied back nine splits its prize', () => {
      const rows = [
        { position: 1, amountCents: 1000, betType: 'front_9' as const },
        { position: 1, amountCents: 1000, betType: 'back_9' as const },
        { position: 1, amountCents: 2000, betType: 'overall_18' as const },
        { position: 1, amountCents: 9999, betType: 'overall' as const },
      ];
      const paid = nassauPayouts(nassau(round, 'stroke_play'), rows);
      expect(paid.map((p) => [p.bet, p.payouts.map((x) => [x.id, x.amountCents])])).toEqual([
        [
          'front_9',
          [
            ['B', 1000],
            ['A', 0],
          ],
        ],
        [
          'back_9',
          [
            ['A', 500],
            ['B', 500],
          ],
        ],
        [
          'overall_18',
          [
            ['B', 2000],
            ['A', 0],
          ],
        ],
      ]);
    });

    it('given gross scoring, then the bets use gross totals', () => {
      const bets = nassau({ ...round, scoringType: 'gross' }, 'stroke_play');
      expect(bets.map((b) => b.leaderIds)).toEqual([['A'], ['A', 'B'], ['A']]);
    });

    it('given a round in progress, then the front bet is live and not complete', () => {
      const live = roundOf({
        holes,
        players: [
          { id: 'A', gross: [4, 4] },
          { id: 'B', gross: [5, 3] },
        ],
      });
      const [front, back] = nassau(live, 'stroke_play');
      expect(front).toMatchObject({ complete: false, leaderIds: ['A', 'B'] });
      expect(back!.standings.map((s) => s.holesPlayed)).toEqual([0, 0]);
    });
  });

  describe('points variant', () => {
    it('given a dogfight, then each bet goes to the most points', () => {
      const round = roundOf({
        holes,
        pointsSystem: DEFAULT_POINTS_SYSTEM,
        players: [
          { id: 'A', gross: [3, ...fours(17)] },
          { id: 'B', gross: [...fours(17), 2] },
        ],
      });
      const bets = nassau(round, 'dogfight');
      expect(bets.map((b) => [b.bet, b.leaderIds, b.standings.map((s) => s.value)])).toEqual([
        ['front_9', ['A'], [20, 18]],
        ['back_9', ['B'], [24, 18]],
        ['overall_18', ['B'], [42, 38]],
      ]);
    });

    it('given best ball, then teams compete on team points', () => {
      const round = roundOf({
        holes,
        pointsSystem: DEFAULT_POINTS_SYSTEM,
        players: [
          { id: 'A1', team: 1, gross: [3] },
          { id: 'A2', team: 1, gross: [5] },
          { id: 'B1', team: 2, gross: [4] },
          { id: 'B2', team: 2, gross: [4] },
        ],
      });
      const [front] = nassau(round, 'best_ball');
      expect(front!.standings.map((s) => [s.id, s.playerIds, s.value])).toEqual([
        ['team-1', ['A1', 'A2'], 4],
        ['team-2', ['B1', 'B2'], 2],
      ]);
    });
  });

  describe('match variant', () => {
    // A wins 1–5; B wins 10–12 and 18. The match ends 2&1 on 17, but the back bet is its own match.
    const a = [3, 3, 3, 3, 3, ...fours(13)];
    const b = [...fours(9), 3, 3, 3, 4, 4, 4, 4, 4, 3];
    const round = roundOf({
      holes,
      players: [
        { id: 'A', gross: a },
        { id: 'B', gross: b },
      ],
    });

    it('given a singles match, then each bet goes to the side that won more of its holes', () => {
      const bets = nassau(round, 'match_play');
      expect(bets.map((x) => [x.bet, x.complete, x.leaderIds, x.standings.map((s) => [s.id, s.value])])).toEqual([
        [
          'front_9',
          true,
          ['side-1'],
          [
            ['side-1', 5],
            ['side-2', 0],
          ],
        ],
        [
          'back_9',
          true,
          ['side-2'],
          [
            ['side-2', 4],
            ['side-1', 0],
          ],
        ],
        [
          'overall_18',
          true,
          ['side-1'],
          [
            ['side-1', 5],
            ['side-2', 4],
          ],
        ],
      ]);
    });

    it('given a match in progress, then bets with unplayed holes are not complete', () => {
      const live = roundOf({
        holes,
        players: [
          { id: 'A', gross: a.slice(0, 9) },
          { id: 'B', gross: b.slice(0, 9) },
        ],
      });
      expect(nassau(live, 'match_play').map((x) => x.complete)).toEqual([true, false, false]);
    });
  });

  it('given a 9-hole course, then two bets over the same nine holes', () => {
    const round = roundOf({
      holes: flatHoles(9),
      players: [
        { id: 'A', gross: [4] },
        { id: 'B', gross: [5] },
      ],
    });
    expect(nassau(round, 'skins').map((b) => [b.bet, b.from, b.to, b.leaderIds])).toEqual([
      ['front_9', 1, 9, ['A']],
      ['overall_18', 1, 9, ['A']],
    ]);
  });

  it('given no rounds, then no bets', () => {
    expect(nassau([], 'stroke_play')).toEqual([]);
  });
});
