import { describe, expect, it } from 'vitest';
import { tripStandings } from '../trips/trip-standings.ts';
import { holes, momentBoard } from './testing/moments-fixture.ts';
import { tripLeaderMoment } from './trip-moments.ts';

const members = [
  { userId: 'u-ann', name: 'Ann' },
  { userId: 'u-bob', name: 'Bob' },
];

/** A finished skins game of Ann and Bob, at $10 a skin, where `winner` takes the first hole and the rest are halved. */
function skinsGame(id: string, winner: 'Ann' | 'Bob') {
  const board = momentBoard(
    'skins',
    [
      { name: 'Ann', gross: winner === 'Ann' ? [3, ...holes(17)] : holes(18) },
      { name: 'Bob', gross: winner === 'Bob' ? [3, 3, ...holes(16)] : holes(18) },
    ],
    { finished: true },
  );
  return {
    ...board,
    gameId: id,
    gameName: `Game ${id}`,
    entries: board.entries.map((e) => ({ ...e, player: { ...e.player, userId: e.player.name === 'Ann' ? 'u-ann' : 'u-bob' } })),
  };
}

describe('the trip’s leader changing after a game (tripLeaderMoment)', () => {
  it('given Ann on top of the trip, when Bob wins more in the next game, then Bob is the new trip leader', () => {
    const first = skinsGame('g1', 'Ann');
    const before = tripStandings([first], members);
    const after = tripStandings([first, skinsGame('g2', 'Bob')], members);
    const moments = tripLeaderMoment('t1', 'g2', before, after);
    expect(moments.map((m) => [m.kind, m.title, m.gameId])).toEqual([['trip_leader', 'New trip leader', 'g2']]);
    expect(moments[0]!.body).toMatch(/^Bob leads the trip at \+\$\d+ after Game g2$/);
  });

  it('given Ann on top, when she wins again, then no moment (the lead holds)', () => {
    const first = skinsGame('g1', 'Ann');
    expect(tripLeaderMoment('t1', 'g2', tripStandings([first], members), tripStandings([first, skinsGame('g2', 'Ann')], members))).toEqual(
      [],
    );
  });

  it('given no money moved yet, then nobody leads and there is no moment', () => {
    expect(tripLeaderMoment('t1', 'g1', tripStandings([], members), tripStandings([], members))).toEqual([]);
  });
});
