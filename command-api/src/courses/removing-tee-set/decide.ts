import { courseMessages } from '@golf/contracts';
import type { CourseEvent } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireEditableCourse, type CourseActor } from '../course-access.ts';
import type { CourseState } from '@golf/events';

/** Remove a tee set with all its hole data. */
export interface RemoveTeeSet {
  actor: CourseActor;
  teeSetId: string;
}

/** Records TeeSetRemoved carrying the tee set as it was. */
export function decideRemoveTeeSet(command: RemoveTeeSet, state: CourseState): CourseEvent[] {
  const course = requireEditableCourse(state, command.actor, courseMessages.teeSetNotFound);
  const teeSet = course.teeSets.find((candidate) => candidate.teeSetId === command.teeSetId);
  if (!teeSet) throw new NotFoundError(courseMessages.teeSetNotFound);
  return [{ type: 'TeeSetRemoved', data: { courseId: course.id, teeSet } }];
}
