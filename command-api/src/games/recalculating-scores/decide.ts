import type { GameEvent } from '@golf/events';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '../game-state.ts';

/**
 * 'Recalculate All Scores' (the game's admin): records that the organiser had every hole score
 * derived again. Net and points already follow the handicaps on the read side, which counts
 * how many changed since the last time. A game with no score yet has nothing to recalculate.
 */
export function decideRecalculateScores(command: { actor: GameActor }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  if (game.scores.length === 0) return [];
  return [{ type: 'ScoresRecalculated', data: { gameId: game.id } }];
}
