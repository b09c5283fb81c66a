import { gameMessages, scoreMessages } from '@golf/contracts';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { isGame, type Game, type GameState } from '@golf/events';
import { accessOf, scoreAccessOf, type CallerAccess, type GameAccessFacts, type GameActor, type ScoreAccess } from './access-rule.ts';

/** The access facts of a game as its stream tells them. */
export function accessFactsOf(game: Game): GameAccessFacts {
  return { gameId: game.id, viewCode: game.codes.viewCode, grants: game.access, players: game.players };
}

/** The caller's access to a game of the stream; null for none. */
export function actorAccessOf(game: Game, actor: GameActor): CallerAccess | null {
  return accessOf(accessFactsOf(game), { kind: 'user', actor });
}

/** The game, if `actor` may look at it; else 404 'Game not found' (a game's existence is not revealed). */
export function requireViewer(state: GameState, actor: GameActor): { game: Game; access: CallerAccess } {
  if (!isGame(state)) throw new NotFoundError(gameMessages.gameNotFound);
  const access = actorAccessOf(state, actor);
  if (!access) throw new NotFoundError(gameMessages.gameNotFound);
  return { game: state, access };
}

/** The game, if `actor` may change it (an admin); a stranger gets 404, someone with lesser access 403. */
export function requireAdmin(state: GameState, actor: GameActor): Game {
  const { game, access } = requireViewer(state, actor);
  if (access.level !== 'admin') throw new ForbiddenError(gameMessages.adminOnly);
  return game;
}

/** The access `actor` writes `playerId`'s scores with; 403 for a viewer or another player's score. */
export function requireScoreWriter(game: Game, actor: GameActor, playerId: string): ScoreAccess {
  const scoreAccess = scoreAccessOf(accessFactsOf(game), actor, playerId);
  if (scoreAccess) return scoreAccess;
  const level = actorAccessOf(game, actor)?.level;
  throw new ForbiddenError(level === 'player' ? scoreMessages.ownScoresOnly : scoreMessages.viewOnly);
}
