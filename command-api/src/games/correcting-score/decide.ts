import { scoreMessages } from '@golf/contracts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireViewer } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requireScoreChange, scoreEvents, type ScoreDecision } from '../rules/score-rules.ts';
import type { GameActor } from '../access/access-rule.ts';
import type { TeeHoles } from '@golf/golf';
import type { HoleFactsChange } from '@golf/contracts';

/** PATCH /api/scores/{id}: new gross strokes for a recorded hole score, and facts beside them. */
export interface CorrectScore {
  actor: GameActor;
  scoreId: string;
  strokes: number;
  /** The facts it records (a value) or clears (null); absent: they stay as recorded. */
  facts?: HoleFactsChange | undefined;
  /** The holes of the score's round's tees, for the net and points the scorer is answered with. */
  tees: TeeHoles;
}

/**
 * Other strokes or facts correct the score (keeping those they replace); the same again
 * records nothing. A score the game does not hold is 404, as for a stranger. Answers the events
 * with the score's net and points as they derived.
 */
export function decideCorrectScore(command: CorrectScore, state: GameState): ScoreDecision {
  const { game } = requireViewer(state, command.actor);
  const score = game.scores.find((s) => s.scoreId === command.scoreId);
  if (!score) throw new NotFoundError(scoreMessages.scoreNotFound);
  const change = {
    actor: command.actor,
    playerId: score.playerId,
    roundNumber: score.roundNumber,
    holeNumber: score.holeNumber,
    strokes: command.strokes,
    facts: command.facts,
  };
  return scoreEvents(game, change, requireScoreChange(game, change), command.tees);
}
