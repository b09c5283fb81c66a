import { GolfRuleError } from '../golf-rule-error.ts';

/** What one person is owed (positive) or owes (negative) over a trip, in whole cents. */
export interface Balance {
  id: string;
  cents: number;
}

/** One transfer that squares part of a trip: `from` pays `to`. */
export interface Payment {
  from: string;
  to: string;
  cents: number;
}

/** Up to this many people with a balance, the fewest payments are found exactly (2^n subsets). */
export const EXACT_SETTLE_UP_LIMIT = 16;

function requireBalances(balances: readonly Balance[]): void {
  for (const balance of balances) {
    if (!Number.isInteger(balance.cents)) throw new GolfRuleError(`A balance must be whole cents, got ${balance.cents}`);
  }
  const total = balances.reduce((sum, balance) => sum + balance.cents, 0);
  if (total !== 0) throw new GolfRuleError(`Balances must add up to zero, they add up to ${total} cents`);
}

/**
 * Groups of people whose balances add up to zero, as many groups as there can be. Each group
 * settles on its own with one payment fewer than its size, so the most groups gives the fewest
 * payments. `best[mask]` is the most zero-sum groups the people of `mask` can be split into
 * (taking people out one at a time: every time what is left sums to zero, a group closes).
 */
function zeroSumGroups(people: readonly Balance[]): Balance[][] {
  const n = people.length;
  const size = 1 << n;
  const sum = new Int32Array(size);
  const best = new Int8Array(size);
  for (let mask = 1; mask < size; mask += 1) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low]! + people[31 - Math.clz32(low)]!.cents;
    let most = 0;
    for (let i = 0; i < n; i += 1) if (mask & (1 << i)) most = Math.max(most, best[mask ^ (1 << i)]!);
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }
  const groups: Balance[][] = [];
  let current: Balance[] = [];
  let mask = size - 1;
  while (mask !== 0) {
    let pick = -1;
    for (let i = 0; i < n; i += 1) {
      if (!(mask & (1 << i))) continue;
      if (pick === -1 || best[mask ^ (1 << i)]! > best[mask ^ (1 << pick)]!) pick = i;
    }
    current.push(people[pick]!);
    mask ^= 1 << pick;
    if (sum[mask] === 0) {
      groups.push(current);
      current = [];
    }
  }
  return groups;
}

/** Settles one group: the biggest debtor pays the biggest creditor, until nobody is owed (at most size − 1 payments). */
function settleGroup(group: readonly Balance[]): Payment[] {
  const open = group.map((balance) => ({ ...balance }));
  const payments: Payment[] = [];
  for (;;) {
    const debtor = open.filter((b) => b.cents < 0).sort((a, b) => a.cents - b.cents || a.id.localeCompare(b.id))[0];
    const creditor = open.filter((b) => b.cents > 0).sort((a, b) => b.cents - a.cents || a.id.localeCompare(b.id))[0];
    if (!debtor || !creditor) return payments;
    const cents = Math.min(-debtor.cents, creditor.cents);
    payments.push({ from: debtor.id, to: creditor.id, cents });
    debtor.cents += cents;
    creditor.cents -= cents;
  }
}

/**
 * Who pays whom how much so that everyone's balance is zero, in whole cents, with the fewest
 * payments: everyone with a balance split into as many zero-sum groups as possible (exact up
 * to EXACT_SETTLE_UP_LIMIT people with a balance; beyond, only equal and opposite pairs are
 * split off first), each group settled by its biggest debtor paying its biggest creditor.
 * Nobody both pays and is paid, so the total moved is the sum of what the creditors are owed.
 */
export function settleUp(balances: readonly Balance[]): Payment[] {
  requireBalances(balances);
  const open = balances.filter((balance) => balance.cents !== 0).sort((a, b) => a.id.localeCompare(b.id));
  if (open.length <= EXACT_SETTLE_UP_LIMIT) return zeroSumGroups(open).flatMap(settleGroup);
  const payments: Payment[] = [];
  const rest = [...open];
  for (let i = 0; i < rest.length; i += 1) {
    const twin = rest.findIndex((other, j) => j > i && other.cents === -rest[i]!.cents);
    if (twin === -1) continue;
    const [a, b] = [rest[i]!, rest[twin]!];
    payments.push(a.cents < 0 ? { from: a.id, to: b.id, cents: b.cents } : { from: b.id, to: a.id, cents: a.cents });
    rest.splice(twin, 1);
    rest.splice(i, 1);
    i -= 1;
  }
  return [...payments, ...settleGroup(rest)];
}

/** The money a settlement moves: the sum of its payments. */
export const centsMoved = (payments: readonly Payment[]) => payments.reduce((sum, payment) => sum + payment.cents, 0);

/**
 * The money moved if every game were settled on its own (each game's losers paying its
 * winners): the sum over games of what each game's winners are owed. Netting the games first
 * never moves more than this.
 */
export function naiveCentsMoved(gameBalances: ReadonlyArray<readonly Balance[]>): number {
  return gameBalances.reduce((total, game) => total + game.reduce((sum, b) => sum + Math.max(0, b.cents), 0), 0);
}
