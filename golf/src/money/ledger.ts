import { GolfRuleError } from '../golf-rule-error.ts';
import { splitCents } from '../trips/game-money.ts';
import { settleUp } from '../trips/settle-up.ts';

/**
 * The games of a game's money, one ledger line each (docs/golf-rules.md section 14): `payouts`
 * (prizes by position), `nassau` (a Nassau bet), `press` (a press of one, match play), `skins`,
 * `wolf`, `vegas`, and section 15's `junk`, `bingo_bango_bongo` and `snake`.
 */
export type LedgerGame = 'payouts' | 'nassau' | 'press' | 'skins' | 'wolf' | 'vegas' | 'junk' | 'bingo_bango_bongo' | 'snake';

/**
 * What one game moves between the players of a game: whole cents by player id, positive for what
 * a player wins, negative for what they lose. The values add up to zero (`gameLedger` refuses an
 * entry that does not); a player it leaves out moves nothing. A head-to-head game (Wolf, Las Vegas,
 * a match play Nassau bet, junk …) builds one directly (`sidesPay` for two sides); a pool game
 * (prizes, skins, a Nassau outside match play) builds one with `poolCents` from what each player
 * won.
 */
export type PlayerCents = Readonly<Record<string, number>>;

/** One game's line of the ledger: which game, the line's label as the Money view shows it, and its cents. */
export interface LedgerEntry {
  game: LedgerGame;
  label: string;
  cents: PlayerCents;
}

export interface MoneyLine {
  game: LedgerGame;
  label: string;
  cents: number;
}

export interface PlayerMoney {
  playerId: string;
  name: string;
  /** The sum of the player's lines: won (positive) or owed (negative). */
  netCents: number;
  lines: MoneyLine[];
}

export interface MoneyPayment {
  fromPlayerId: string;
  toPlayerId: string;
  cents: number;
}

/** A game's money: each player's lines and total, and the fewest payments that settle it (`GET /api/games/{id}/money`). */
export interface GameMoneyView {
  players: PlayerMoney[];
  payments: MoneyPayment[];
}

/**
 * A pool game's cents: every player of `order` (the board's order) puts in an equal share of
 * what the game pays out, the leftover cents one each from the first player in that order, and
 * receives what they won (`won`, whole cents, 0 or more).
 */
export function poolCents(won: PlayerCents, order: readonly string[]): PlayerCents {
  const total = Object.values(won).reduce((sum, cents) => sum + cents, 0);
  const shares = splitCents(total, order.length);
  const cents: Record<string, number> = {};
  order.forEach((playerId, index) => {
    cents[playerId] = (won[playerId] ?? 0) - shares[index]!;
  });
  return cents;
}

/**
 * A head-to-head result between two sides of equal size: each player of the losing side pays one
 * player of the winning side `stakeCents`, so each winner gets it and each loser pays it.
 */
export function sidesPay(winners: readonly string[], losers: readonly string[], stakeCents: number): PlayerCents {
  if (winners.length !== losers.length) {
    throw new GolfRuleError(`Head to head sides must be the same size, got ${winners.length} and ${losers.length}`);
  }
  const cents: Record<string, number> = {};
  for (const id of winners) cents[id] = stakeCents;
  for (const id of losers) cents[id] = 0 - stakeCents;
  return cents;
}

/** Adds entries' cents player by player (two parts of one line). */
export function addCents(...parts: readonly PlayerCents[]): PlayerCents {
  const sum: Record<string, number> = {};
  for (const part of parts) for (const [id, cents] of Object.entries(part)) sum[id] = (sum[id] ?? 0) + cents;
  return sum;
}

function requireEntry(entry: LedgerEntry, players: ReadonlySet<string>): void {
  let total = 0;
  for (const [playerId, cents] of Object.entries(entry.cents)) {
    if (!players.has(playerId)) throw new GolfRuleError(`${entry.label}: ${playerId} is not a player of the game`);
    if (!Number.isInteger(cents)) throw new GolfRuleError(`${entry.label}: cents must be whole, got ${cents} for ${playerId}`);
    total += cents;
  }
  if (total !== 0) throw new GolfRuleError(`${entry.label} must add up to zero, it adds up to ${total} cents`);
}

/**
 * A game's money from its entries (section 14): one line per entry for every player (0 where it
 * moves nothing for them), each player's total, and the fewest payments that settle the totals
 * (the trip's settle-up, `settleUp`). Players come in `players` order (the board's).
 */
export function gameLedger(players: ReadonlyArray<{ playerId: string; name: string }>, entries: readonly LedgerEntry[]): GameMoneyView {
  const ids = new Set(players.map((p) => p.playerId));
  entries.forEach((entry) => requireEntry(entry, ids));
  const money = players.map(({ playerId, name }) => {
    const lines = entries.map(({ game, label, cents }) => ({ game, label, cents: cents[playerId] ?? 0 }));
    return { playerId, name, netCents: lines.reduce((sum, line) => sum + line.cents, 0), lines };
  });
  const payments = settleUp(money.map((p) => ({ id: p.playerId, cents: p.netCents }))).map((payment) => ({
    fromPlayerId: payment.from,
    toPlayerId: payment.to,
    cents: payment.cents,
  }));
  return { players: money, payments };
}
