import { describe, expect, it } from 'vitest';
import { fixtureBoard } from './testing/trip-money-fixture.ts';
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

  it('given a game still being played, then the standings are provisional; once every game is completed, they are not', () => {
    expect(standings.provisional).toBe(true);
    const done = (board: typeof friday) => ({ ...board, status: 'completed' as const });
    expect(tripStandings([done(friday), saturday], members).provisional).toBe(true);
    expect(tripStandings([done(friday), done(saturday)], members).provisional).toBe(false);
    expect(tripStandings([], members).provisional).toBe(false);
  });

  it('given a player with no hole played in a game, then that game’s line says not started rather than a place', () => {
    const sunday = fixtureBoard({ id: 'sun' }, [ann, bob], [[4], []]);
    const bobs = tripStandings([sunday], members).people.find((p) => p.key === 'user:u-bob')!;
    expect(bobs.games.map((g) => [g.gameId, g.position, g.started])).toEqual([['sun', 2, false]]);
  });
});
