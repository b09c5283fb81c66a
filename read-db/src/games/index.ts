export { GameRow, GamePlayerRow, GameRoundRow, RoundCourseRow, PlayerRoundRow, GamePayoutRow } from './game-rows.ts';
export { getGameById, listGamePlayers, listGameRounds, listGamePayouts, listPlayerRounds, type GameRecord } from './get-game.ts';
export { listGamesForUser, GameSummaryRow, GAME_LIST_LIMIT, type GameListOptions } from './list-games.ts';
export { findGameByCode, takenGameCodes, findPlayerGameId, GameCodeRow } from './game-codes.ts';
export {
  GameAccessRow,
  GameAccessFactsRow,
  GameAccessForAllRow,
  listGameAccess,
  findGrantGameId,
  getGameAccessFacts,
  getGamesAccessForAll,
  hasWaitingEmailShare,
} from './game-access.ts';
