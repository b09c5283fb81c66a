import type { PlayerRoundView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { carriedTees } from './carried-tees.ts';

const pr = (playerId: string, roundNumber: number, teeSetId: string | null): PlayerRoundView => ({
  gameId: 'g',
  playerId,
  roundNumber,
  teeSetId,
  handicapIndex: null,
  courseHandicap: null,
  handicapManuallyAdjusted: false,
  initialQuota: null,
  currentQuota: null,
  quotaDelta: 0,
  roundPoints: 0,
  roundStrokes: 0,
});
const links = [
  { id: 'links-blue', name: 'Blue', color: 'blue' as const },
  { id: 'links-white', name: 'White', color: 'white' as const },
];
const players = [{ id: 'ann' }, { id: 'bob' }, { id: 'cat' }];

describe('tees carried into a later round', () => {
  it('given round 1 on the same course, then round 2 prefills each player’s round-1 tee', () => {
    const rounds = [pr('ann', 1, 'links-blue'), pr('bob', 1, 'links-white'), pr('cat', 1, null)];
    expect(carriedTees(players, rounds, 2, links, links)).toEqual([
      { playerId: 'ann', teeSetId: 'links-blue' },
      { playerId: 'bob', teeSetId: 'links-white' },
    ]);
  });

  it('given another course, then the tee of the same name, else the same colour; none when nothing matches', () => {
    const park = [
      { id: 'park-white', name: 'white', color: 'white' as const },
      { id: 'park-champ', name: 'Championship', color: 'blue' as const },
    ];
    const gold = { id: 'links-gold', name: 'Gold', color: 'gold' as const };
    const rounds = [pr('ann', 1, 'links-white'), pr('bob', 1, 'links-blue'), pr('cat', 1, 'links-gold')];
    expect(carriedTees(players, rounds, 2, park, [...links, gold])).toEqual([
      { playerId: 'ann', teeSetId: 'park-white' },
      { playerId: 'bob', teeSetId: 'park-champ' },
    ]);
  });

  it('takes the last round with a tee, leaves a tee already chosen, and prefills nothing in round 1', () => {
    const rounds = [pr('ann', 1, 'links-white'), pr('ann', 2, 'links-blue'), pr('bob', 1, 'links-white'), pr('bob', 3, 'links-white')];
    expect(carriedTees(players, rounds, 3, links, links)).toEqual([{ playerId: 'ann', teeSetId: 'links-blue' }]);
    expect(carriedTees(players, [pr('ann', 1, null)], 1, links, links)).toEqual([]);
  });
});
