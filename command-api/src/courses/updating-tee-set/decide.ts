import { courseMessages } from '@golf/contracts';
import type { CourseEvent, TeeSetData } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireEditableCourse, type CourseActor } from '../course-access.ts';
import type { CourseState } from '@golf/events';
import { requireSoundTeeSet, type ParRule } from '../tee-set-rules.ts';

export type TeeSetChanges = Partial<Omit<TeeSetData, 'teeSetId'>>;

/** Change some of a tee set's fields; `holes`, when present, replaces all of them. */
export interface UpdateTeeSet {
  actor: CourseActor;
  teeSetId: string;
  changes: TeeSetChanges;
}

/**
 * Records TeeSetUpdated with the whole tee set as it is after the change; nothing when nothing
 * differs. The result must be sound for the course. Pars are the editor's 3/4/5, except that a
 * tee set imported with a par 6 keeps the import's range, so editing it does not fail on that hole.
 */
export function decideUpdateTeeSet(command: UpdateTeeSet, state: CourseState): CourseEvent[] {
  const course = requireEditableCourse(state, command.actor, courseMessages.teeSetNotFound);
  const current = course.teeSets.find((teeSet) => teeSet.teeSetId === command.teeSetId);
  if (!current) throw new NotFoundError(courseMessages.teeSetNotFound);
  const present = Object.fromEntries(Object.entries(command.changes).filter(([, value]) => value !== undefined));
  const next: TeeSetData = { ...current, ...present, teeSetId: current.teeSetId };
  next.name = next.name.trim();
  next.holes = [...next.holes].sort((a, b) => a.holeNumber - b.holeNumber);
  const parRule: ParRule = current.holes.some((hole) => hole.par > 5) ? 'import' : 'editor';
  requireSoundTeeSet(next, course.holes, parRule);
  if (sameTeeSet(next, current)) return [];
  return [{ type: 'TeeSetUpdated', data: { courseId: course.id, teeSet: next } }];
}

/** Field by field: stored events come back from jsonb with their keys in another order. */
function sameTeeSet(a: TeeSetData, b: TeeSetData): boolean {
  const sameHoles =
    a.holes.length === b.holes.length &&
    a.holes.every((hole, index) => {
      const other = b.holes[index];
      return (
        other !== undefined &&
        hole.holeNumber === other.holeNumber &&
        hole.par === other.par &&
        hole.strokeIndex === other.strokeIndex &&
        hole.yardage === other.yardage
      );
    });
  return (
    sameHoles &&
    a.name === b.name &&
    a.color === b.color &&
    a.rating === b.rating &&
    a.slope === b.slope &&
    a.totalYardage === b.totalYardage
  );
}
