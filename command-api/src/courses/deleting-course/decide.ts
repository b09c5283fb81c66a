import { courseInUseMessage } from '@golf/contracts';
import type { CourseEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireEditableCourse, type CourseActor } from '../course-access.ts';
import type { CourseState } from '@golf/events';

/** A game that plays the course in one of its rounds. */
export interface CourseUse {
  gameId: string;
  gameName: string;
}

/** Delete a course. `usedBy`: the games that use it, looked up before deciding. */
export interface DeleteCourse {
  actor: CourseActor;
  usedBy: readonly CourseUse[];
}

/** A refused delete: 409 naming the games, which the route also lists in the body. */
export class CourseInUseError extends ConflictError {
  readonly games: readonly CourseUse[];
  constructor(games: readonly CourseUse[]) {
    super(courseInUseMessage(games.map((game) => game.gameName)));
    this.games = games;
  }
}

/** Records CourseDeleted, unless a game round uses the course. */
export function decideDeleteCourse(command: DeleteCourse, state: CourseState): CourseEvent[] {
  const course = requireEditableCourse(state, command.actor);
  if (command.usedBy.length > 0) throw new CourseInUseError(command.usedBy);
  return [{ type: 'CourseDeleted', data: { courseId: course.id } }];
}
