import type { GameEvent } from '@golf/events';
import { requireViewer } from '../game-access.ts';
import type { GameState } from '../game-state.ts';
import { requireScoreChange, requireScoredPlayer, scoreEvents, type ScoreToRecord } from '../score-rules.ts';

/**
 * POST /api/games/{id}/scores: a player's gross strokes on a hole. A stranger gets 404 and a
 * player not in the game 400 before the other checks (score-rules.ts). The first score for the
 * hole is entered, a different one corrects it, the same one records nothing.
 */
export function decideEnterScore(command: ScoreToRecord, state: GameState): GameEvent[] {
  const { game } = requireViewer(state, command.actorId);
  requireScoredPlayer(game, command.playerId);
  const access = requireScoreChange(game, command);
  return scoreEvents(game, command, access);
}
