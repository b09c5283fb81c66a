import { courseMessages } from '@golf/contracts';
import { findTeeSetCourseId } from '@golf/read-db';
import type { AppDeps } from '../app-deps.ts';
import { NotFoundError } from '../commands/domain-error.ts';
import { requireUuid } from './course-access.ts';

/**
 * The course a tee set belongs to, for the /api/tees/{id} routes, from the read model's tee set
 * lookup. An unknown tee set → 404 'Tee set not found'. Whether the caller may see or change it
 * is then decided on the course's stream.
 */
export async function courseOfTeeSet(deps: Pick<AppDeps, 'pool'>, teeSetId: string): Promise<{ courseId: string; teeSetId: string }> {
  const id = requireUuid(teeSetId, courseMessages.teeSetNotFound);
  const courseId = await findTeeSetCourseId(deps.pool, id);
  if (!courseId) throw new NotFoundError(courseMessages.teeSetNotFound);
  return { courseId, teeSetId: id };
}
