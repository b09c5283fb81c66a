import { scoreMessages } from '@golf/contracts';
import { ConflictError } from '../../commands/domain-error.ts';
import type { GameActor } from '../access/access-rule.ts';
import { playersOnOtherPhones } from '../access/other-phones.ts';
import { accessFactsOf, requireViewer } from '../access/require-access.ts';
import { ballReplaced } from './ball-replaced.ts';
import type { Game, GamePlayer, GameState } from '@golf/events';
import type { TeeHoles } from '@golf/golf';
import { requireScoreChange, requireScoredPlayer, scoreEvents, type ScoreDecision, type ScoreToRecord } from '../rules/score-rules.ts';

/**
 * A score to enter, with what the writer saw before typing it: `expectedStrokes` are the strokes
 * the phone last saw recorded for the hole (null: it saw none); absent when the writer does not
 * care what was there (a plain save, or "send mine" after a conflict). `onBehalf`: the writer
 * enters it on purpose for a player whose own phone scores them (decision 0700).
 */
export type ScoreToEnter = ScoreToRecord & { expectedStrokes?: number | null | undefined; onBehalf?: boolean | undefined };

/** The holes of the round's tees, for the net and points the scorer is answered with. */
type WithTees = { tees: TeeHoles };

/**
 * Refuses (409) a save that would silently replace someone else's change: the hole holds strokes
 * that are neither what the writer saw nor what they send now. Sending the value already recorded
 * is no conflict (both agree), and nor is a hole with no score (there is nothing to replace). In a
 * cup's foursomes what is replaced is the side's ball, whichever partner's record holds it.
 */
function requireNoChangeMeanwhile(game: Game, player: GamePlayer, score: ScoreToEnter): void {
  if (score.expectedStrokes === undefined) return;
  const { whose, record } = ballReplaced(game, player, score.roundNumber, score.holeNumber);
  const current = record?.strokes;
  if (current === undefined || current === score.expectedStrokes || current === score.strokes) return;
  throw new ConflictError(scoreMessages.changedMeanwhile(whose, score.holeNumber, current, score.strokes));
}

/**
 * Refuses (409) a score for a player another account's phone scores, unless the writer says it is
 * entered for them on purpose: a phone that scores for several players never records one for a
 * player who keeps their own card just because its box showed par (decision 0700).
 */
function requireEnteredOnPurpose(game: Game, actor: GameActor, player: GamePlayer, onBehalf: boolean | undefined): void {
  if (onBehalf === true) return;
  const other = playersOnOtherPhones(accessFactsOf(game), actor).find((each) => each.playerId === player.id);
  if (other) throw new ConflictError(scoreMessages.onOtherPhone(player.name, other.phoneOf));
}

/**
 * POST /api/games/{id}/scores: a player's gross strokes on a hole. A stranger gets 404 and a
 * player not in the game 400 before the other checks (rules/score-rules.ts). The first score for the
 * hole is entered, a different one corrects it, the same one records nothing; a player whose own
 * phone scores them needs `onBehalf` (409 without); with
 * `expectedStrokes`, a hole someone else changed meanwhile is refused (409). A retried request
 * (same Idempotency-Key) never gets here: the game's handle answers the first run's result.
 * Answers the events with the score's net and points as they derived (null: nothing recorded).
 */
export function decideEnterScore(command: ScoreToEnter & WithTees, state: GameState): ScoreDecision {
  const { game } = requireViewer(state, command.actor);
  const player = requireScoredPlayer(game, command.playerId);
  const access = requireScoreChange(game, command);
  requireEnteredOnPurpose(game, command.actor, player, command.onBehalf);
  requireNoChangeMeanwhile(game, player, command);
  return scoreEvents(game, command, access, command.tees);
}
