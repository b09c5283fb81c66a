import { describe, expect, it } from 'vitest';
import { fixtureBoard } from './trip-money-fixture.ts';
import { tripStandings } from './trip-standings.ts';

const ann = { id: 'a1', name: 'Ann', userId: 'u-ann' };
const bob = { id: 'b1', name: 'Bob', userId: 'u-bob' };
const cal = { id: 'c1', name: 'Cal', userId: null };
const prize = (amountCents: number) => [{ position: 1, betType: 'overall' as const, amountCents, description: null }];

describe('tripStandings', () => {
  const friday = fixtureBoard({ id: 'fri', payouts: prize(3000) }, [ann, bob, cal], [[3], [4], [5]]);
  const saturday = fixtureBoard(
    { id: 'sat', payouts: prize(2000) },
    [
      { ...bob, id: 'b2' },
      { ...cal, id: 'c2', name: ' cal ' },
    ],
    [[3], [4]],
  );
  const members = [
    { userId: 'u-ann', name: 'Ann Able' },
    { userId: 'u-bob', name: 'Bob Baker' },
    { userId: 'u-dee', name: 'Dee Dunn' },
  ];
  const standings = tripStandings([friday, saturday], members);

  it('adds up each person’s money over the games; a hand-typed player is one person by name; idle members show with nothing', () => {
    expect(standings.people.map((p) => [p.key, p.name, p.member, p.netCents, p.games.map((g) => [g.gameId, g.netCents])])).toEqual([
      ['user:u-ann', 'Ann Able', true, 2000, [['fri', 2000]]],
      [
        'user:u-bob',
        'Bob Baker',
        true,
        0,
        [
          ['fri', -1000],
          ['sat', 1000],
        ],
      ],
      ['user:u-dee', 'Dee Dunn', true, 0, []],
      [
        'name:cal',
        'Cal',
        false,
        -2000,
        [
          ['fri', -1000],
          ['sat', -1000],
        ],
      ],
    ]);
  });

  it('settles up with the fewest payments, never moving more than settling game by game', () => {
    expect(standings.payments).toEqual([{ from: 'name:cal', to: 'user:u-ann', cents: 2000 }]);
    expect(standings.centsMoved).toBe(2000);
    expect(standings.naiveCentsMoved).toBe(3000);
    expect(standings.games.map((g) => g.gameId)).toEqual(['fri', 'sat']);
  });
});
