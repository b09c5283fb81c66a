import { nassauPayouts, paidStandings, type NassauBetResult } from '../betting/nassau.ts';
import { distributePayouts, prizePoolCents, type BetType, type Payout, type PayoutRow } from '../betting/payouts.ts';
import type { PayoutLine } from './leaderboard-types.ts';

/** A prize for a finishing position of one bet, in whole cents, as the game sets it. */
export interface PayoutFact {
  position: number;
  betType: BetType;
  amountCents: number;
  description: string | null;
}

/** A competitor for a prize: a player, a best ball team or a match play side, with its players. */
export interface Competitor {
  id: string;
  position: number;
  playerIds: readonly string[];
}

const BET_ORDER: readonly PayoutFact['betType'][] = ['overall', 'front_9', 'back_9', 'overall_18'];

/**
 * Who a payout row goes to: the competitors whose tie group covers its position (a group tied
 * on position p of size k occupies p … p + k − 1), and what each competitor of that group gets
 * (the group shares the sum of its positions, docs/golf-rules.md section 8, by @golf/golf).
 */
function payoutLine(row: PayoutFact, competitors: readonly Competitor[], paid: readonly Payout[]): PayoutLine {
  const groupSize = (position: number) => competitors.filter((c) => c.position === position).length;
  const group = competitors.filter((c) => c.position <= row.position && row.position < c.position + groupSize(c.position));
  const first = group[0];
  return {
    position: row.position,
    betType: row.betType,
    amountCents: row.amountCents,
    description: row.description,
    playerIds: group.flatMap((c) => c.playerIds),
    shareCents: first ? (paid.find((p) => p.id === first.id)?.amountCents ?? 0) : 0,
  };
}

/** A Nassau bet's stake: what its winner takes (split on a tie), in whole cents; 0 when the bet is played for nothing. */
export interface NassauStakes {
  front_9: number;
  back_9: number;
  overall_18: number;
}

/**
 * The game's payout rows with its Nassau stakes as each bet's 1st-place prize (described
 * 'Nassau stake'). A stake adds to a 1st-place row the organiser set for the same bet, so the
 * bet's winner is paid both and the line is shown once.
 */
export function withNassauStakes(payouts: readonly PayoutFact[], stakes: NassauStakes | null | undefined): PayoutFact[] {
  const rows = payouts.map((p) => ({ ...p }));
  if (!stakes) return rows;
  for (const betType of ['front_9', 'back_9', 'overall_18'] as const) {
    const stake = stakes[betType];
    if (stake <= 0) continue;
    const first = rows.find((p) => p.betType === betType && p.position === 1);
    if (first) first.amountCents += stake;
    else rows.push({ position: 1, betType, amountCents: stake, description: 'Nassau stake' });
  }
  return rows;
}

const asRow = (payout: PayoutFact): PayoutRow => ({ position: payout.position, amountCents: payout.amountCents, betType: payout.betType });

/** The payout rows that apply: the overall standings, plus the Nassau bets when the game plays Nassau. */
export function applicablePayouts(payouts: readonly PayoutFact[], isNassau: boolean): PayoutFact[] {
  return payouts
    .filter((p) => p.betType === 'overall' || isNassau)
    .sort((a, b) => BET_ORDER.indexOf(a.betType) - BET_ORDER.indexOf(b.betType) || a.position - b.position);
}

/** Every applicable payout row with who it goes to, and the prize pool (the sum of the rows). */
export function payoutLines(
  payouts: readonly PayoutFact[],
  isNassau: boolean,
  overall: readonly Competitor[],
  bets: readonly NassauBetResult[],
): { payouts: PayoutLine[]; prizePoolCents: number } {
  const rows = applicablePayouts(payouts, isNassau);
  const overallPaid = distributePayouts(overall, rows.filter((r) => r.betType === 'overall').map(asRow));
  const betPaid = nassauPayouts(bets, rows.map(asRow));
  const lines = rows.map((row) => {
    if (row.betType === 'overall') return payoutLine(row, overall, overallPaid);
    const bet = bets.find((b) => b.bet === row.betType);
    const competitors = (bet ? paidStandings(bet) : []).map((s) => ({ id: s.id, position: s.position, playerIds: s.playerIds }));
    return payoutLine(row, competitors, betPaid.find((b) => b.bet === row.betType)?.payouts ?? []);
  });
  return { payouts: lines, prizePoolCents: prizePoolCents(rows.map(asRow)) };
}

/** What a board's prizes are paid on: its standings and, in a Nassau, its bets. */
interface PaidCore {
  competitors: readonly Competitor[];
  nassauBets: readonly NassauBetResult[];
}

/** `boardPayoutLines` as worked out for a board, with the payouts and stakes it was worked out from. */
const paidOf = new WeakMap<
  PaidCore,
  { payouts: readonly PayoutFact[]; stakes: NassauStakes | null; isNassau: boolean; paid: ReturnType<typeof payoutLines> }
>();

/**
 * `payoutLines` of a game's payouts with its Nassau stakes, paid on a board's standings and bets:
 * once per board, payouts (the game's own rows, a value) and stakes, so the leaderboards and the
 * money of one batch share it (decision 0870). The lines are shared, never changed.
 */
export function boardPayoutLines(
  payouts: readonly PayoutFact[],
  stakes: NassauStakes | null | undefined,
  isNassau: boolean,
  core: PaidCore,
): ReturnType<typeof payoutLines> {
  const kept = paidOf.get(core);
  const wanted = stakes ?? null;
  if (kept && kept.payouts === payouts && kept.stakes === wanted && kept.isNassau === isNassau) return kept.paid;
  const paid = payoutLines(withNassauStakes(payouts, wanted), isNassau, core.competitors, core.nassauBets);
  paidOf.set(core, { payouts, stakes: wanted, isNassau, paid });
  return paid;
}
