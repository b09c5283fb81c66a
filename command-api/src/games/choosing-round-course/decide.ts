import { courseMessages } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import type { HoleCount } from '@golf/golf';
import { ConflictError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { MAX_ROUNDS } from '../rules/game-settings-rules.ts';
import { requirePlannedRound } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/**
 * Choose the course of a round. POST may also add a round after the last
 * (`roundNumber` = numberOfRounds + 1); PATCH only changes one of the game's rounds.
 * The route looked the course up (null: there is none): its hole count, and whether the caller
 * sees it in their library (a global course or their own).
 */
export interface ChooseRoundCourse {
  actor: GameActor;
  roundNumber: number;
  course: { id: string; holes: HoleCount; inLibrary: boolean } | null;
  mayAddRound: boolean;
}

/**
 * An admin may play a course of their library, or one this game already plays (a shared game's
 * admin keeps the creator's course); any other is 'Course not found' (422), as is a missing one.
 */
export function decideChooseRoundCourse(command: ChooseRoundCourse, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const { roundNumber, course } = command;
  if (!course || (!course.inLibrary && !game.rounds.some((round) => round.courseId === course.id)))
    throw new RuleViolationError(courseMessages.courseNotFound);
  const data = { gameId: game.id, roundNumber, courseId: course.id, courseHoles: course.holes };
  if (command.mayAddRound && roundNumber === game.numberOfRounds + 1) {
    if (roundNumber > MAX_ROUNDS) throw new RuleViolationError(`A game has at most ${MAX_ROUNDS} rounds`);
    return [{ type: 'RoundAdded', data }];
  }
  if (command.mayAddRound && roundNumber > game.numberOfRounds + 1) {
    throw new NotFoundError(`Round ${roundNumber} cannot be added: the next round is round ${game.numberOfRounds + 1}`);
  }
  requirePlannedRound(game, roundNumber);
  const round = game.rounds.find((r) => r.roundNumber === roundNumber);
  if (round?.courseId === course.id && round.courseHoles === course.holes) return [];
  if (round && round.status !== 'not_started') {
    throw new ConflictError(`Round ${roundNumber} has started: its course can no longer change`);
  }
  return [{ type: 'RoundCourseChosen', data }];
}
