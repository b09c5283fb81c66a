import type { MatchBetResult, MatchNassauResult } from '../betting/match-nassau.ts';
import type { NassauBetResult } from '../betting/nassau.ts';
import type { BetType } from '../betting/payouts.ts';
import { addCents, poolCents, sidesPay, type LedgerEntry, type LedgerGame, type PlayerCents } from './ledger.ts';

const NASSAU_LABELS: Record<string, string> = { front_9: 'Nassau front 9', back_9: 'Nassau back 9', overall_18: 'Nassau overall' };

/** A pool game's line: what each player won (by id; absent: nothing), less an equal share of the pot in board order. */
export function poolEntry(
  game: LedgerGame,
  label: string,
  won: ReadonlyMap<string, number> | undefined,
  order: readonly string[],
): LedgerEntry {
  return { game, label, cents: poolCents(Object.fromEntries(won ?? []), order) };
}

/**
 * A head-to-head line between two sides from side 1's result: positive, each player of side 2
 * pays one player of side 1 `side1Cents`; negative, the other way; 0 moves nothing.
 */
export function sidesEntry(
  game: LedgerGame,
  label: string,
  sides: readonly [readonly string[], readonly string[]],
  side1Cents: number,
): LedgerEntry {
  const cents = side1Cents >= 0 ? sidesPay(sides[0], sides[1], side1Cents) : sidesPay(sides[1], sides[0], -side1Cents);
  return { game, label, cents };
}

/** A match play bet or press as it stands: its stake to the side ahead; nothing while level or not started. */
const matchBetCents = (nassau: MatchNassauResult, bet: MatchBetResult): PlayerCents =>
  sidesEntry('nassau', '', nassau.sides, bet.leader === null ? 0 : bet.leader === 1 ? bet.stakeCents : -bet.stakeCents).cents;

/**
 * One line per Nassau bet: its prizes as a pool (outside match play the stakes are the bets'
 * first prizes; in match play only the payout rows the organiser set), and in match play its stake
 * from side to side (`nassau`, the match's bets).
 */
export function nassauEntries(
  bets: readonly NassauBetResult[],
  received: ReadonlyMap<BetType, ReadonlyMap<string, number>>,
  nassau: MatchNassauResult | null,
  order: readonly string[],
): LedgerEntry[] {
  return bets.map((bet) => {
    const pool = poolCents(Object.fromEntries(received.get(bet.bet) ?? []), order);
    const match = nassau?.bets.find((b) => b.id === bet.bet);
    return { game: 'nassau', label: NASSAU_LABELS[bet.bet]!, cents: match ? addCents(pool, matchBetCents(nassau!, match)) : pool };
  });
}

/** One line per press of a match play Nassau: its stake from side to side as it stands. */
export function pressEntries(nassau: MatchNassauResult, labelOf: (press: MatchBetResult) => string): LedgerEntry[] {
  return nassau.presses.map((press) => ({ game: 'press', label: labelOf(press), cents: matchBetCents(nassau, press) }));
}
