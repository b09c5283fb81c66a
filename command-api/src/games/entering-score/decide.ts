import { scoreMessages } from '@golf/contracts';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireViewer } from '../access/require-access.ts';
import type { Game, GamePlayer, GameState } from '@golf/events';
import type { TeeHoles } from '@golf/golf';
import {
  recordedScoreOf,
  requireScoreChange,
  requireScoredPlayer,
  scoreEvents,
  type ScoreDecision,
  type ScoreToRecord,
} from '../rules/score-rules.ts';

/**
 * A score to enter, with what the writer saw before typing it: `expectedStrokes` are the strokes
 * the phone last saw recorded for the hole (null: it saw none); absent when the writer does not
 * care what was there (a plain save, or "send mine" after a conflict).
 */
export type ScoreToEnter = ScoreToRecord & { expectedStrokes?: number | null | undefined };

/** The holes of the round's tees, for the net and points the scorer is answered with. */
type WithTees = { tees: TeeHoles };

/**
 * Refuses (409) a save that would silently replace someone else's change: the hole holds strokes
 * that are neither what the writer saw nor what they send now. Sending the value already recorded
 * is no conflict (both agree), and nor is a hole with no score (there is nothing to replace).
 */
function requireNoChangeMeanwhile(game: Game, player: GamePlayer, score: ScoreToEnter): void {
  if (score.expectedStrokes === undefined) return;
  const current = recordedScoreOf(game, score.playerId, score.roundNumber, score.holeNumber)?.strokes;
  if (current === undefined || current === score.expectedStrokes || current === score.strokes) return;
  throw new ConflictError(scoreMessages.changedMeanwhile(player.name, score.holeNumber, current, score.strokes));
}

/**
 * POST /api/games/{id}/scores: a player's gross strokes on a hole. A stranger gets 404 and a
 * player not in the game 400 before the other checks (rules/score-rules.ts). The first score for the
 * hole is entered, a different one corrects it, the same one records nothing; with
 * `expectedStrokes`, a hole someone else changed meanwhile is refused (409). A retried request
 * (same Idempotency-Key) never gets here: the game's handle answers the first run's result.
 * Answers the events with the score's net and points as they derived (null: nothing recorded).
 */
export function decideEnterScore(command: ScoreToEnter & WithTees, state: GameState): ScoreDecision {
  const { game } = requireViewer(state, command.actor);
  const player = requireScoredPlayer(game, command.playerId);
  const access = requireScoreChange(game, command);
  requireNoChangeMeanwhile(game, player, command);
  return scoreEvents(game, command, access, command.tees);
}
