import { ConflictError, RuleViolationError } from '../../commands/domain-error.ts';
import type { RoundCourseFacts } from './course-handicaps.ts';
import type { Game, GameRound } from '@golf/events';
import { requireRoundWithCourse } from './round-setup.ts';

/**
 * The round, checked against the course the route looked up for it: if the round's course
 * changed in between, the tees looked up are the wrong ones, so the caller tries again. The
 * route passes null when the round's course could not be found.
 */
export function requireRoundOnCourse(
  game: Game,
  roundNumber: number,
  course: RoundCourseFacts | null,
): GameRound & { course: RoundCourseFacts } {
  const round = requireRoundWithCourse(game, roundNumber);
  if (!course) throw new RuleViolationError(`The course of round ${roundNumber} is no longer in the course library`);
  if (round.courseId !== course.courseId) {
    throw new ConflictError(`The course of round ${roundNumber} changed meanwhile. Please try again.`);
  }
  return { ...round, course };
}
