import type { GameEvent, GameState } from '@golf/events';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';
import { derivedScoresOfGame, type TeeHoles } from '@golf/golf';

/**
 * 'Recalculate All Scores' (the game's admin): every hole score is derived again from the
 * current handicaps and the `tees`' holes; the review records how many no longer have the net or
 * points they were entered (or last reviewed) with, and their values now. A score recorded before
 * events kept those values is brought into the review without counting. A game with no score
 * yet has nothing to recalculate.
 */
export function decideRecalculateScores(command: { actor: GameActor; tees: TeeHoles }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  if (game.scores.length === 0) return [];
  const now = derivedScoresOfGame(game, command.tees);
  const moved = game.scores.flatMap((score, index) => {
    const derived = now[index];
    if (!derived || (score.reviewed && score.reviewed.netScore === derived.netScore && score.reviewed.points === derived.points)) return [];
    return [{ scoreId: score.scoreId, netScore: derived.netScore, points: derived.points, counted: score.reviewed !== null }];
  });
  return [
    {
      type: 'ScoresRecalculated',
      data: {
        gameId: game.id,
        updatedScores: moved.filter((score) => score.counted).length,
        scores: moved.map(({ scoreId, netScore, points }) => ({ scoreId, netScore, points })),
      },
    },
  ];
}
