import type { GameEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requirePlannedRound } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/**
 * Remove a round with its tees and handicaps (the screen warns that its scores go too). The
 * rounds after it move up one number. A game keeps at least one round.
 */
export function decideRemoveRound(command: { actor: GameActor; roundNumber: number }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  requirePlannedRound(game, command.roundNumber);
  if (game.numberOfRounds === 1) throw new ConflictError('A game needs at least one round');
  return [{ type: 'RoundRemoved', data: { gameId: game.id, roundNumber: command.roundNumber } }];
}
