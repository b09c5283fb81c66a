import type { CourseEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireEditableCourse, type CourseActor } from '../course-access.ts';
import type { CourseState } from '@golf/events';

export interface CourseChanges {
  name?: string | undefined;
  location?: string | undefined;
  holes?: 9 | 18 | undefined;
  /** null removes the image. */
  imageUrl?: string | null | undefined;
}

/** Change some of a course's fields; absent fields stay as they are. */
export interface UpdateCourse {
  actor: CourseActor;
  changes: CourseChanges;
}

const fields = ['name', 'location', 'holes', 'imageUrl'] as const;

/**
 * Records only the fields whose value differs. The hole count cannot change while the course
 * has tee sets: their holes and stroke indexes are numbered for the old count.
 */
export function decideUpdateCourse(command: UpdateCourse, state: CourseState): CourseEvent[] {
  const course = requireEditableCourse(state, command.actor);
  const changed: CourseChanges = {};
  for (const field of fields) {
    const value = command.changes[field];
    if (value !== undefined && value !== course[field]) Object.assign(changed, { [field]: value });
  }
  if (changed.holes !== undefined && course.teeSets.length > 0) {
    const count = course.teeSets.length;
    throw new ConflictError(
      `This course has ${count} tee set${count === 1 ? '' : 's'} with ${course.holes} holes. Remove ${count === 1 ? 'it' : 'them'} before changing the number of holes to ${changed.holes}.`,
    );
  }
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'CourseUpdated', data: { courseId: course.id, changes: changed } }];
}
