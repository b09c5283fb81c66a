import type { GameEvent } from '@golf/events';
import { requireAdmin } from '../game-access.ts';
import type { GameState } from '../game-state.ts';

/** Only the admin deletes a game; its rounds stop counting as uses of their courses. */
export function decideDeleteGame(command: { actorId: string }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actorId);
  return [{ type: 'GameDeleted', data: { gameId: game.id } }];
}
