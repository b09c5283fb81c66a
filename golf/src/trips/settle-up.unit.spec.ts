import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsMoved, EXACT_SETTLE_UP_LIMIT, naiveCentsMoved, settleUp, type Balance, type Payment } from './settle-up.ts';

const after = (balances: readonly Balance[], payments: readonly Payment[]) => {
  const left = new Map(balances.map((b) => [b.id, b.cents]));
  for (const p of payments) {
    left.set(p.from, (left.get(p.from) ?? 0) + p.cents);
    left.set(p.to, (left.get(p.to) ?? 0) - p.cents);
  }
  return [...left.values()];
};

/** Per-game balances of up to `people` people, each game adding up to zero (its pot shared by its players). */
const gamesOf = (people: number) =>
  fc.array(
    fc.array(fc.integer({ min: -50_000, max: 50_000 }), { minLength: people, maxLength: people }).map((cents) => {
      const fixed = cents.slice(0, -1);
      return [...fixed, -fixed.reduce((a, b) => a + b, 0)].map((c, i) => ({ id: `p${i}`, cents: c }));
    }),
    { minLength: 1, maxLength: 6 },
  );

const netOf = (games: ReadonlyArray<readonly Balance[]>): Balance[] => {
  const net = new Map<string, number>();
  for (const game of games) for (const b of game) net.set(b.id, (net.get(b.id) ?? 0) + b.cents);
  return [...net].map(([id, cents]) => ({ id, cents }));
};

describe('settleUp', () => {
  it('squares three people with two payments, to the cent', () => {
    const payments = settleUp([
      { id: 'ann', cents: 2_550 },
      { id: 'bob', cents: -1_000 },
      { id: 'cal', cents: -1_550 },
    ]);
    expect(payments).toEqual([
      { from: 'cal', to: 'ann', cents: 1_550 },
      { from: 'bob', to: 'ann', cents: 1_000 },
    ]);
  });

  it('finds the groups that cancel: +4 +3 +3 −6 −4 in three payments, where largest-pays-largest needs four', () => {
    const balances = [
      { id: 'a', cents: 400 },
      { id: 'b', cents: 300 },
      { id: 'c', cents: 300 },
      { id: 'd', cents: -600 },
      { id: 'e', cents: -400 },
    ];
    expect(settleUp(balances)).toEqual([
      { from: 'e', to: 'a', cents: 400 },
      { from: 'd', to: 'b', cents: 300 },
      { from: 'd', to: 'c', cents: 300 },
    ]);
  });

  it('refuses balances that do not add up to zero or are not whole cents', () => {
    expect(() => settleUp([{ id: 'a', cents: 1 }])).toThrow(/add up to zero/);
    expect(() =>
      settleUp([
        { id: 'a', cents: 0.5 },
        { id: 'b', cents: -0.5 },
      ]),
    ).toThrow(/whole cents/);
  });

  it('leaves every balance at zero, with positive whole-cent payments, fewer than the people with a balance', () => {
    fc.assert(
      fc.property(gamesOf(8), (games) => {
        const net = netOf(games);
        const payments = settleUp(net);
        expect(after(net, payments).every((cents) => cents === 0)).toBe(true);
        expect(payments.every((p) => Number.isInteger(p.cents) && p.cents > 0 && p.from !== p.to)).toBe(true);
        const withBalance = net.filter((b) => b.cents !== 0).length;
        expect(payments.length).toBeLessThanOrEqual(Math.max(0, withBalance - 1));
      }),
    );
  });

  it('never moves more than settling each game on its own', () => {
    fc.assert(
      fc.property(gamesOf(6), (games) => {
        expect(centsMoved(settleUp(netOf(games)))).toBeLessThanOrEqual(naiveCentsMoved(games));
      }),
    );
  });

  it('uses no more payments than any split into zero-sum pairs would (small groups, checked by brute force)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }), (amounts) => {
        // Each amount is owed by one person to another: the best split pays each pair once.
        const balances = amounts.flatMap((cents, i) => [
          { id: `w${i}`, cents },
          { id: `l${i}`, cents: -cents },
        ]);
        expect(settleUp(balances).length).toBeLessThanOrEqual(amounts.length);
      }),
    );
  });

  it('beyond the exact limit still squares everyone', () => {
    const people = EXACT_SETTLE_UP_LIMIT + 4;
    const balances = Array.from({ length: people }, (_, i) => ({ id: `p${i}`, cents: i % 2 === 0 ? 100 * (i + 1) : -100 * i }));
    balances[people - 1]!.cents -= balances.reduce((sum, b) => sum + b.cents, 0);
    const payments = settleUp(balances);
    expect(after(balances, payments).every((cents) => cents === 0)).toBe(true);
    expect(payments.length).toBeLessThan(people);
  });
});
