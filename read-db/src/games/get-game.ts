import { sql, type CommonQueryMethods } from 'slonik';
import {
  GamePayoutRow,
  GamePlayerRow,
  GameRoundRow,
  GameRow,
  gamePlayerColumns,
  gameRoundColumns,
  gameRowColumns,
  isGameUuid,
  PlayerRoundRow,
  playerRoundColumns,
} from './game-rows.ts';

/** A game with its players (in the order they joined), rounds (by number) and payouts. */
export type GameRecord = GameRow & { players: GamePlayerRow[]; rounds: GameRoundRow[]; payouts: GamePayoutRow[] };

export async function listGamePlayers(db: CommonQueryMethods, gameId: string): Promise<GamePlayerRow[]> {
  if (!isGameUuid(gameId)) return [];
  return [
    ...(await db.any(sql.type(GamePlayerRow)`
    SELECT ${gamePlayerColumns} FROM read.game_players p WHERE p.game_id = ${gameId} ORDER BY p.added_position, p.id
  `)),
  ];
}

/** The rounds that have a course, by number, each with its course (null once the course is gone). */
export async function listGameRounds(db: CommonQueryMethods, gameId: string): Promise<GameRoundRow[]> {
  if (!isGameUuid(gameId)) return [];
  return [
    ...(await db.any(sql.type(GameRoundRow)`
    SELECT ${gameRoundColumns} FROM read.game_rounds r LEFT JOIN read.courses c ON c.id = r.course_id
    WHERE r.game_id = ${gameId} ORDER BY r.round_number
  `)),
  ];
}

/** Payouts: the overall standings first, then the Nassau bets; each by position. */
export async function listGamePayouts(db: CommonQueryMethods, gameId: string): Promise<GamePayoutRow[]> {
  if (!isGameUuid(gameId)) return [];
  return [
    ...(await db.any(sql.type(GamePayoutRow)`
    SELECT position, bet_type AS "betType", amount_cents AS "amountCents", description FROM read.game_payouts
    WHERE game_id = ${gameId}
    ORDER BY array_position(ARRAY['overall', 'front_9', 'back_9', 'overall_18'], bet_type), position
  `)),
  ];
}

/** The game's player rounds (of one round when `roundNumber` is given), by round then player order. */
export async function listPlayerRounds(db: CommonQueryMethods, gameId: string, roundNumber?: number): Promise<PlayerRoundRow[]> {
  if (!isGameUuid(gameId)) return [];
  const round = roundNumber === undefined ? sql.fragment`TRUE` : sql.fragment`pr.round_number = ${roundNumber}`;
  return [
    ...(await db.any(sql.type(PlayerRoundRow)`
    SELECT ${playerRoundColumns} FROM read.player_rounds pr
    LEFT JOIN read.game_players p ON p.id = pr.player_id
    WHERE pr.game_id = ${gameId} AND ${round}
    ORDER BY pr.round_number, p.added_position, pr.player_id
  `)),
  ];
}

/** The game with its players, rounds and payouts; null when there is none (or it was deleted). */
export async function getGameById(db: CommonQueryMethods, gameId: string): Promise<GameRecord | null> {
  if (!isGameUuid(gameId)) return null;
  const game = await db.maybeOne(sql.type(GameRow)`SELECT ${gameRowColumns} FROM read.games g WHERE g.id = ${gameId}`);
  if (!game) return null;
  const [players, rounds, payouts] = await Promise.all([
    listGamePlayers(db, gameId),
    listGameRounds(db, gameId),
    listGamePayouts(db, gameId),
  ]);
  return { ...game, players, rounds, payouts };
}
