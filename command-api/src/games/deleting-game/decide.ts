import type { GameEvent } from '@golf/events';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';

/** Only the admin deletes a game; its rounds stop counting as uses of their courses. */
export function decideDeleteGame(command: { actor: GameActor }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  return [{ type: 'GameDeleted', data: { gameId: game.id } }];
}
