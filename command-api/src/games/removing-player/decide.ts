import type { GameEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requirePlayer } from '../rules/player-rules.ts';
import type { GameActor } from '../access/access-rule.ts';

/**
 * Take a player out of the game with their tees and handicaps. Only during setup: once play
 * has begun a player's scores belong to the game's results.
 */
export function decideRemovePlayer(command: { actor: GameActor; playerId: string }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const player = requirePlayer(game, command.playerId);
  if (game.status !== 'setup') throw new ConflictError('Players can only be removed while the game is in setup');
  return [{ type: 'PlayerRemoved', data: { gameId: game.id, playerId: player.id } }];
}
