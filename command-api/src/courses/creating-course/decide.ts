import { courseMessages } from '@golf/contracts';
import type { CourseEvent, TeeSetData } from '@golf/events';
import { BadRequestError, ConflictError } from '../../commands/domain-error.ts';
import type { CourseSource, CourseState } from '@golf/events';
import { requireSoundTeeSet } from '../tee-set-rules.ts';

/** Add a course to the library, with the tee sets it arrives with (from an import path; none from the form). */
export interface CreateCourse {
  courseId: string;
  source: CourseSource;
  sourceRef: string | null;
  isGlobal: boolean;
  /** The owner of a user course; null exactly when the course is global. */
  createdBy: string | null;
  name: string;
  location: string;
  holes: 9 | 18;
  imageUrl: string | null;
  teeSets: TeeSetData[];
}

/**
 * Records CourseCreated. Name and location are required; each tee set must be sound for the
 * course's hole count, with the import path's par range (3-6): tee sets only arrive with a
 * course from imports, the editor adds them one at a time.
 */
export function decideCreateCourse(command: CreateCourse, state: CourseState): CourseEvent[] {
  if (state.status !== 'absent') throw new ConflictError('A course with this id was created before');
  if (command.isGlobal !== (command.createdBy === null)) throw new Error('A course is either global or has an owner');
  const name = command.name.trim();
  const location = command.location.trim();
  if (name === '' || location === '') throw new BadRequestError(courseMessages.requiredFields);
  for (const teeSet of command.teeSets) requireSoundTeeSet(teeSet, command.holes, 'import', true);
  const teeSets = command.teeSets.map((teeSet) => ({ ...teeSet, holes: [...teeSet.holes].sort((a, b) => a.holeNumber - b.holeNumber) }));
  return [{ type: 'CourseCreated', data: { ...command, name, location, teeSets } }];
}
