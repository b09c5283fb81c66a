import { describe, expect, it } from 'vitest';
import { gameMoney, splitCents } from './game-money.ts';
import { fixtureBoard } from './testing/trip-money-fixture.ts';

const ann = { id: 'ann', name: 'Ann', userId: 'u-ann' };
const bob = { id: 'bob', name: 'Bob', userId: 'u-bob' };
const cal = { id: 'cal', name: 'Cal', userId: null };
const dee = { id: 'dee', name: 'Dee', userId: 'u-dee' };
const overall = (position: number, amountCents: number) => ({ position, betType: 'overall' as const, amountCents, description: null });

const money = (board: ReturnType<typeof fixtureBoard>) =>
  gameMoney(board).map((l) => [l.name, l.payoutCents, l.nassauCents, l.skinsCents, l.stakeCents, l.netCents]);

describe('gameMoney', () => {
  it('prizes go to the places, every player stakes an equal share of them (leftover cents first), and the game adds up to zero', () => {
    const board = fixtureBoard({ id: 'g1', payouts: [overall(1, 3000), overall(2, 1000)] }, [ann, bob, cal], [[3], [4], [5]]);
    expect(money(board)).toEqual([
      ['Ann', 3000, 0, 0, 1334, 1666],
      ['Bob', 1000, 0, 0, 1333, -333],
      ['Cal', 0, 0, 0, 1333, -1333],
    ]);
    expect(gameMoney(board).map((l) => l.result)).toEqual([
      { kind: 'points', value: 4 },
      { kind: 'points', value: 2 },
      { kind: 'points', value: 1 },
    ]);
  });

  it('players tied on a place share the prizes of the places they hold', () => {
    const board = fixtureBoard({ id: 'g2', payouts: [overall(1, 6000), overall(2, 3000)] }, [ann, bob, cal], [[3], [3], [5]]);
    expect(money(board)).toEqual([
      ['Ann', 4500, 0, 0, 3000, 1500],
      ['Bob', 4500, 0, 0, 3000, 1500],
      ['Cal', 0, 0, 0, 3000, -3000],
    ]);
  });

  it('skins count at their value, and the skins won are the result', () => {
    const board = fixtureBoard(
      { id: 'g3', gameType: 'skins', pointsSystem: { skins: 1 } },
      [ann, bob, cal],
      [
        [3, 4],
        [4, 3],
        [4, 4],
      ],
    );
    expect(money(board)).toEqual([
      ['Ann', 0, 0, 1000, 667, 333],
      ['Bob', 0, 0, 1000, 667, 333],
      ['Cal', 0, 0, 0, 666, -666],
    ]);
    expect(gameMoney(board)[0]!.result).toEqual({ kind: 'skins', value: 1 });
  });

  it('Nassau bets pay their winners apart from the overall prizes', () => {
    const payouts = [overall(1, 2000), { position: 1, betType: 'front_9' as const, amountCents: 1000, description: null }];
    const board = fixtureBoard({ id: 'g4', gameType: 'stroke_play', isNassau: true, pointsSystem: null, payouts }, [ann, bob], [[3], [5]]);
    expect(money(board)).toEqual([
      ['Ann', 2000, 1000, 0, 1500, 1500],
      ['Bob', 0, 0, 0, 1500, -1500],
    ]);
  });

  it('a team prize is split between the team’s players', () => {
    const players = [
      { ...ann, teamNumber: 1 as const },
      { ...bob, teamNumber: 1 as const },
      { ...cal, teamNumber: 2 as const },
      { ...dee, teamNumber: 2 as const },
    ];
    const board = fixtureBoard({ id: 'g5', gameType: 'best_ball', payouts: [overall(1, 4001)] }, players, [[3], [5], [4], [4]]);
    const lines = gameMoney(board);
    expect(Object.fromEntries(lines.map((l) => [l.name, l.payoutCents]))).toEqual({ Ann: 2001, Bob: 2000, Cal: 0, Dee: 0 });
    expect(lines.reduce((sum, l) => sum + l.netCents, 0)).toBe(0);
  });

  it('splitCents gives whole cents adding up to the total', () => {
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
    expect(splitCents(5, 0)).toEqual([]);
  });
});
