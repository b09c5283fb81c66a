import type { BetType } from '../betting/payouts.ts';
import type { LeaderboardBoardView, LeaderboardLine, PayoutLine } from '../leaderboards/leaderboard-types.ts';

/**
 * What a player did in one game as a trip counts it: their result (the figure their format
 * ranks by), and the money the game's overall leaderboard gives them. Every player of a game
 * puts in an equal share of what the game pays out (prizes, Nassau bets, skins at their value),
 * so a game's money adds up to zero: `netCents` = won − stake.
 */
export interface GameMoneyLine {
  playerId: string;
  name: string;
  userId: string | null;
  position: number;
  tied: boolean;
  /** False while the player (their team, their side) has no hole played: shown "not started". */
  started: boolean;
  result: GameResultFigure;
  /** Prizes of the overall standings. */
  payoutCents: number;
  /** Prizes of the Nassau bets (front 9, back 9, overall 18). */
  nassauCents: number;
  skinsCents: number;
  /** The player's share of everything the game pays out (0 where the board carries its ledger: each figure is then a net). */
  stakeCents: number;
  /** Wolf, Las Vegas and the hole-fact games (their ledger lines), won or lost. */
  sideGamesCents: number;
  netCents: number;
}

/** The ledger an overall board carries (money/ledger.ts' GameMoneyView, decision 0792), as far as a trip counts it. */
export interface BoardMoney {
  players: ReadonlyArray<{ playerId: string; netCents: number; lines: ReadonlyArray<{ game: string; cents: number }> }>;
}

/** The figure a format ranks by: points (dogfight, best ball), quota +/- (quota dogfight), holes won (match play), skins, strokes (stroke play). */
export type GameResultFigure = { kind: 'points' | 'quota' | 'holes' | 'skins' | 'strokes'; value: number };

export function resultFigure(board: Pick<LeaderboardBoardView, 'gameType' | 'scoringType'>, line: LeaderboardLine): GameResultFigure {
  switch (board.gameType) {
    case 'match_play':
      return { kind: 'holes', value: line.match?.wins ?? 0 };
    case 'skins':
      return { kind: 'skins', value: line.skins?.won ?? 0 };
    case 'stroke_play':
      return { kind: 'strokes', value: board.scoringType === 'gross' ? line.totalStrokes : line.totalNetScore };
    default:
      return board.scoringType === 'quota' ? { kind: 'quota', value: line.quotaDelta ?? 0 } : { kind: 'points', value: line.totalPoints };
  }
}

/** `total` split into `count` whole-cent parts, the leftover cents one each to the first parts. */
export function splitCents(total: number, count: number): number[] {
  if (count === 0) return [];
  const share = Math.floor(total / count);
  const leftover = total - share * count;
  return Array.from({ length: count }, (_, index) => share + (index < leftover ? 1 : 0));
}

/**
 * What each player receives from payout lines, bet by bet. Players who share a place (a tie, or a
 * team or match play side) appear together on every row of the places they hold; they split the
 * sum of those rows, as the game's payouts do (docs/golf-rules.md section 8), leftover cents to the
 * first of them in standings order.
 */
export function receivedByBet(lines: readonly PayoutLine[]): Map<BetType, Map<string, number>> {
  const groups = new Map<string, { betType: BetType; playerIds: string[]; cents: number }>();
  for (const line of lines) {
    if (line.playerIds.length === 0) continue;
    const key = `${line.betType}|${line.playerIds.join(',')}`;
    const group = groups.get(key) ?? { betType: line.betType, playerIds: line.playerIds, cents: 0 };
    group.cents += line.amountCents;
    groups.set(key, group);
  }
  const received = new Map<BetType, Map<string, number>>();
  for (const group of groups.values()) {
    const bet = received.get(group.betType) ?? new Map<string, number>();
    const shares = splitCents(group.cents, group.playerIds.length);
    group.playerIds.forEach((playerId, index) => bet.set(playerId, (bet.get(playerId) ?? 0) + shares[index]!));
    received.set(group.betType, bet);
  }
  return received;
}

/** What each player receives from the board's payout rows: overall prizes, and the Nassau bets' prizes together. */
function payoutsReceived(board: LeaderboardBoardView): Map<string, { payoutCents: number; nassauCents: number }> {
  const received = new Map<string, { payoutCents: number; nassauCents: number }>();
  for (const [betType, players] of receivedByBet(board.payouts)) {
    for (const [playerId, cents] of players) {
      const sum = received.get(playerId) ?? { payoutCents: 0, nassauCents: 0 };
      if (betType === 'overall') sum.payoutCents += cents;
      else sum.nassauCents += cents;
      received.set(playerId, sum);
    }
  }
  return received;
}

/**
 * The money of one game from its overall leaderboard (`round` null), one line per player in
 * the board's order. The lines' `netCents` add up to zero.
 */
export function gameMoney(board: LeaderboardBoardView & { money?: BoardMoney }): GameMoneyLine[] {
  if (board.money) return ledgerMoney(board, board.money);
  const received = payoutsReceived(board);
  const won = board.entries.map((line) => {
    const prizes = received.get(line.player.id) ?? { payoutCents: 0, nassauCents: 0 };
    return { line, ...prizes, skinsCents: line.skins?.valueCents ?? 0 };
  });
  const pot = won.reduce((sum, w) => sum + w.payoutCents + w.nassauCents + w.skinsCents, 0);
  const stakes = splitCents(pot, won.length);
  return won.map(({ line, payoutCents, nassauCents, skinsCents }, index) => ({
    playerId: line.player.id,
    name: line.player.name,
    userId: line.player.userId,
    position: line.position,
    tied: line.tied,
    // A board stored before its lines said whether they had started gave every line a position.
    started: line.started !== false,
    result: resultFigure(board, line),
    payoutCents,
    nassauCents,
    skinsCents,
    stakeCents: stakes[index]!,
    sideGamesCents: 0,
    netCents: payoutCents + nassauCents + skinsCents - stakes[index]!,
  }));
}

const NASSAU_GAMES = new Set(['nassau', 'press']);

/**
 * A game's money from the ledger its overall board carries (docs/golf-rules.md section 14,
 * decision 0794): each player's net in every game, so a match play Nassau moves its stake from
 * side to side, and Wolf, Las Vegas and the hole-fact games count. Each figure is a net; they add
 * up to `netCents`.
 */
function ledgerMoney(board: LeaderboardBoardView, money: BoardMoney): GameMoneyLine[] {
  const ledger = new Map(money.players.map((p) => [p.playerId, p]));
  return board.entries.map((line) => {
    const lines = ledger.get(line.player.id)?.lines ?? [];
    const sum = (counts: (game: string) => boolean) => lines.filter((l) => counts(l.game)).reduce((total, l) => total + l.cents, 0);
    const payoutCents = sum((game) => game === 'payouts');
    const nassauCents = sum((game) => NASSAU_GAMES.has(game));
    const skinsCents = sum((game) => game === 'skins');
    const sideGamesCents = sum((game) => game !== 'payouts' && game !== 'skins' && !NASSAU_GAMES.has(game));
    return {
      playerId: line.player.id,
      name: line.player.name,
      userId: line.player.userId,
      position: line.position,
      tied: line.tied,
      started: line.started !== false,
      result: resultFigure(board, line),
      payoutCents,
      nassauCents,
      skinsCents,
      stakeCents: 0,
      sideGamesCents,
      netCents: payoutCents + nassauCents + skinsCents + sideGamesCents,
    };
  });
}
