import { gameMessages, type GameAccessLevel } from '@golf/contracts';
import { ForbiddenError, NotFoundError } from '../commands/domain-error.ts';
import { isGame, type Game, type GameCodes, type GameState } from './game-state.ts';

/**
 * Who may do what with a game: the one place that decides it, so sharing (a later issue) only
 * grows this file. Today: the creator is the game's admin; a registered user playing in the game
 * may look at it (player); anyone else is a stranger and gets 404, so a game's existence is not
 * revealed. Access codes grant their level through `accessLevelOfCode`.
 */
export interface GameAccessFacts {
  createdBy: string;
  /** userIds of the game's players (null for players typed in by hand). */
  playerUserIds: readonly (string | null)[];
}

export function accessLevelOf(game: GameAccessFacts, userId: string): GameAccessLevel | null {
  if (game.createdBy === userId) return 'admin';
  if (game.playerUserIds.includes(userId)) return 'player';
  return null;
}

export function accessFactsOf(game: Game): GameAccessFacts {
  return { createdBy: game.createdBy, playerUserIds: game.players.map((p) => p.userId) };
}

/** The level a code grants in this game, or null when it is none of its codes. */
export function accessLevelOfCode(codes: GameCodes, code: string): GameAccessLevel | null {
  const upper = code.trim().toUpperCase();
  if (upper === codes.adminCode) return 'admin';
  if (upper === codes.playerCode) return 'player';
  if (upper === codes.viewCode) return 'viewer';
  return null;
}

/** The codes a level may see: the admin all three, a player the player and view codes, a viewer the view code. */
export function visibleCodes(codes: GameCodes, level: GameAccessLevel): { adminCode: string | null; playerCode: string | null; viewCode: string | null } {
  return {
    adminCode: level === 'admin' ? codes.adminCode : null,
    playerCode: level === 'viewer' ? null : codes.playerCode,
    viewCode: codes.viewCode,
  };
}

/** The game, if `userId` may look at it; else 404 'Game not found'. */
export function requireViewer(state: GameState, userId: string): { game: Game; level: GameAccessLevel } {
  if (!isGame(state)) throw new NotFoundError(gameMessages.gameNotFound);
  const level = accessLevelOf(accessFactsOf(state), userId);
  if (!level) throw new NotFoundError(gameMessages.gameNotFound);
  return { game: state, level };
}

/**
 * How the writer of a score reached the game, recorded on every score event (the events'
 * ScoreAccess). Today the creator writes any player's score as its `owner`, and a registered
 * user playing in the game writes their own as `shared_player` (spec: players with an account
 * get shared access at level player). Sharing and codes (a later issue) add their kinds here.
 */
export type ScoreAccess = 'owner' | 'shared_admin' | 'shared_player' | 'code_admin' | 'code_player';

/** The access `userId` writes `playerId`'s scores with; null when they may not (someone else's score, or no access). */
export function scoreAccessOf(game: Game, userId: string, playerId: string): ScoreAccess | null {
  const level = accessLevelOf(accessFactsOf(game), userId);
  if (level === 'admin') return 'owner';
  if (level === 'player' && game.players.some((p) => p.id === playerId && p.userId === userId)) return 'shared_player';
  return null;
}

/** The game, if `userId` may change it (its admin); a stranger gets 404, someone with lesser access 403. */
export function requireAdmin(state: GameState, userId: string): Game {
  const { game, level } = requireViewer(state, userId);
  if (level !== 'admin') throw new ForbiddenError(gameMessages.adminOnly);
  return game;
}
