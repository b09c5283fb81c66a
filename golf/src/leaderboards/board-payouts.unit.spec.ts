import { describe, expect, it } from 'vitest';
import { payoutLines } from './board-payouts.ts';

const overall = (position: number, amountCents: number) => ({ position, betType: 'overall' as const, amountCents, description: null });

describe('payout lines', () => {
  it('given two tied for 1st with 1st $60 and 2nd $30, then each gets $45 on both rows', () => {
    const competitors = [
      { id: 'ann', position: 1, playerIds: ['ann'] },
      { id: 'bob', position: 1, playerIds: ['bob'] },
      { id: 'cat', position: 3, playerIds: ['cat'] },
    ];
    const { payouts, prizePoolCents } = payoutLines([overall(2, 3000), overall(1, 6000)], false, competitors, []);
    expect(payouts.map((p) => [p.position, p.amountCents, p.playerIds, p.shareCents])).toEqual([
      [1, 6000, ['ann', 'bob'], 4500],
      [2, 3000, ['ann', 'bob'], 4500],
    ]);
    expect(prizePoolCents).toBe(9000);
  });

  it('gives a team’s prize to its players, a position nobody holds to no one, and leaves out Nassau rows of a game without Nassau', () => {
    const teams = [
      { id: 'team-2', position: 1, playerIds: ['cat', 'dan'] },
      { id: 'team-1', position: 2, playerIds: ['ann', 'bob'] },
    ];
    const rows = [overall(1, 4000), overall(3, 1000), { position: 1, betType: 'front_9' as const, amountCents: 500, description: null }];
    const { payouts, prizePoolCents } = payoutLines(rows, false, teams, []);
    expect(payouts.map((p) => [p.position, p.playerIds, p.shareCents])).toEqual([
      [1, ['cat', 'dan'], 4000],
      [3, [], 0],
    ]);
    expect(prizePoolCents).toBe(5000);
  });
});
