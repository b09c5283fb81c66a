import type { CourseEvent, TeeSetData } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireEditableCourse, type CourseActor } from '../course-access.ts';
import type { CourseState } from '@golf/events';
import { requireSoundTeeSet } from '../tee-set-rules.ts';

/** Add a tee set from the editor: one entry per hole of the course, pars 3/4/5. */
export interface AddTeeSet {
  actor: CourseActor;
  teeSet: TeeSetData;
}

/** Records TeeSetAdded with the whole tee set, holes ordered by number. */
export function decideAddTeeSet(command: AddTeeSet, state: CourseState): CourseEvent[] {
  const course = requireEditableCourse(state, command.actor);
  if (course.teeSets.some((teeSet) => teeSet.teeSetId === command.teeSet.teeSetId)) {
    throw new ConflictError('A tee set with this id was added before');
  }
  const teeSet = { ...command.teeSet, name: command.teeSet.name.trim() };
  requireSoundTeeSet(teeSet, course.holes, 'editor');
  const holes = [...teeSet.holes].sort((a, b) => a.holeNumber - b.holeNumber);
  return [{ type: 'TeeSetAdded', data: { courseId: course.id, teeSet: { ...teeSet, holes } } }];
}
