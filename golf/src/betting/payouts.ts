import { GolfRuleError, requireFinite } from '../golf-rule-error.ts';

/** What a payout row pays for: the game's final standings, or one Nassau bet. */
export type BetType = 'overall' | 'front_9' | 'back_9' | 'overall_18';

/** An organiser's payout row: a finishing position and its prize, in whole cents. */
export interface PayoutRow {
  position: number;
  amountCents: number;
  /** Default 'overall'. */
  betType?: BetType;
}

/** A competitor's finishing position (shared on ties: 1, 1, 3). */
export interface Standing {
  id: string;
  position: number;
}

export interface Payout {
  id: string;
  position: number;
  amountCents: number;
}

/** Whole cents from a dollar amount (two decimals), so sums are exact. */
export function dollarsToCents(dollars: number): number {
  requireFinite(dollars, 'Amount');
  if (dollars < 0) throw new GolfRuleError(`Amount must be 0 or more, got ${dollars}`);
  return Math.round(Number((dollars * 100).toFixed(6)));
}

/** "$45.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The prize pool: the sum of every payout row. */
export function prizePoolCents(rows: readonly PayoutRow[]): number {
  return rows.reduce((sum, row) => sum + checkedRow(row).amountCents, 0);
}

/**
 * Each competitor's prize (docs/golf-rules.md section 8). Players tied on a position share the sum
 * of the positions they occupy: two tied for 1st with 1st $60 and 2nd $30 get $45 each.
 * A share that does not divide into whole cents gives the leftover cents one each to the
 * earliest of the tied players in `standings` order, so the shares add up exactly. Rows for
 * the same position add up. Results come back in `standings` order; no prize means 0.
 */
export function distributePayouts(standings: readonly Standing[], rows: readonly PayoutRow[]): Payout[] {
  const byPosition = new Map<number, number>();
  for (const row of rows.map(checkedRow)) {
    byPosition.set(row.position, (byPosition.get(row.position) ?? 0) + row.amountCents);
  }
  const groups = new Map<number, Standing[]>();
  for (const standing of standings) {
    if (!Number.isInteger(standing.position) || standing.position < 1) {
      throw new GolfRuleError(`Position must be a whole number, 1 or more, got ${standing.position}`);
    }
    groups.set(standing.position, [...(groups.get(standing.position) ?? []), standing]);
  }
  const amounts = new Map<Standing, number>();
  for (const [position, tied] of groups) {
    let pot = 0;
    for (let p = position; p < position + tied.length; p += 1) pot += byPosition.get(p) ?? 0;
    const share = Math.floor(pot / tied.length);
    const leftover = pot - share * tied.length;
    tied.forEach((standing, index) => amounts.set(standing, share + (index < leftover ? 1 : 0)));
  }
  return standings.map((standing) => ({ id: standing.id, position: standing.position, amountCents: amounts.get(standing)! }));
}

function checkedRow(row: PayoutRow): PayoutRow {
  if (!Number.isInteger(row.position) || row.position < 1) {
    throw new GolfRuleError(`Payout position must be a whole number, 1 or more, got ${row.position}`);
  }
  if (!Number.isInteger(row.amountCents) || row.amountCents < 0) {
    throw new GolfRuleError(`Payout amount must be whole cents, 0 or more, got ${row.amountCents}`);
  }
  return row;
}
