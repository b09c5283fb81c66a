import type { RuleRefusal } from '@golf/golf';
import type { Game } from '@golf/events';
import { BadRequestError, ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import { requireViewer, accessFactsOf } from '../access/require-access.ts';
import { scoreAccessOf, type CallerAccess, type GameActor, type ScoreAccess } from '../access/access-rule.ts';
import type { GameState } from '@golf/events';

/** A golf rule's refusal as the API answers it: 400, 404 or 409 with the rule's message. */
export function refused(refusal: RuleRefusal): never {
  if (refusal.kind === 'invalid') throw new BadRequestError(refusal.message);
  if (refusal.kind === 'not_found') throw new NotFoundError(refusal.message);
  throw new ConflictError(refusal.message);
}

/**
 * Who records a side game's choice (decision 0793): the game, and what the caller may do in it
 * (a stranger gets 404). A completed game takes no more choices or presses (409).
 */
export function sideGameCaller(state: GameState, actor: GameActor): { game: Game; access: CallerAccess } {
  const { game, access } = requireViewer(state, actor);
  if (game.status === 'completed') throw new ConflictError('The game is completed: its side games are settled');
  return { game, access };
}

/** How the caller reached the game, for the event's record, when they may act for `playerId` (an admin for anyone). */
export function recordedAccess(game: Game, actor: GameActor, playerId: string): ScoreAccess | null {
  return scoreAccessOf(accessFactsOf(game), actor, playerId);
}
