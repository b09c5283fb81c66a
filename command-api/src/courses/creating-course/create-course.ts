import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { courseMessages, type CourseView } from '@golf/contracts';
import { findVisibleCourseByNameAndLocation, GOLF_LOCK_NAMESPACE, waitForPosition } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import type { CommandContext } from '../../commands/handle-command.ts';
import { courseStream, handleCourse } from '../course.ts';
import type { CourseSource } from '@golf/events';
import { courseViewOf } from '../course-view.ts';
import type { ImportedTeeSet } from '../directory/course-import-model.ts';
import { decideCreateCourse } from './decide.ts';

/** A course to add to the library, from any source: the course form, an import, a spreadsheet sheet, the curated list. */
export type NewCourseInput = {
  name: string;
  location: string;
  holes: 9 | 18;
  imageUrl: string | null;
  source: CourseSource;
  /** The course's id in its source (directory id, curated slug, sheet name), or null. */
  sourceRef: string | null;
  /** A global course (super admins only: the caller checks that); otherwise owned by `context.userId`. */
  isGlobal: boolean;
  teeSets: ImportedTeeSet[];
};

export type CreatedCourse = { courseId: string; position: string; course: CourseView };

/** How long a creation waits for the read model to show it, so the next duplicate check sees it. */
const PROJECTION_WAIT_MS = 2000;

/**
 * Adds a course with its tee sets: the one way every source creates a course, so all share the
 * validation (name and location, 9/18 holes, each tee set's holes: par 3-6, stroke indexes 1..n
 * once each) and the duplicate check: a course with the same name and location (trimmed,
 * case-insensitive) that the caller already sees → ConflictError 'Course Already Exists: …
 * already exists …'. Creations of one name and location are serialised by an advisory lock
 * held until the read model shows the new course (at most ~2 s), so two at once cannot both win.
 * With `context.idempotencyKey` the course id derives from it: a retry answers the first result.
 */
export async function createCourse(
  deps: Pick<AppDeps, 'store' | 'pool'>,
  input: NewCourseInput,
  context: CommandContext,
): Promise<CreatedCourse> {
  const owner = input.isGlobal ? null : context.userId;
  if (!input.isGlobal && owner === null) throw new Error('A user course needs the creating user in the command context');
  const key = context.idempotencyKey;
  const courseId = key ? derivedUuid(`course:${context.userId ?? 'system'}:${key}`) : randomUUID();
  const name = input.name.trim();
  const location = input.location.trim();
  const command = {
    courseId,
    source: input.source,
    sourceRef: input.sourceRef,
    isGlobal: input.isGlobal,
    createdBy: owner,
    name,
    location,
    holes: input.holes,
    imageUrl: input.imageUrl,
    teeSets: input.teeSets.map((tee, index) => ({
      teeSetId: derivedUuid(`course:${courseId}:tee:${index}`),
      name: tee.name.trim(),
      color: tee.color,
      rating: tee.rating,
      slope: tee.slope,
      totalYardage: tee.totalYardage,
      holes: tee.holes.map((hole) => ({ ...hole })),
    })),
  };
  const lockName = `course-name:${name.toLowerCase()}|${location.toLowerCase()}`;
  const outcome = await deps.pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${GOLF_LOCK_NAMESPACE}, hashtext(${lockName}))`);
    const duplicate = await findVisibleCourseByNameAndLocation(tx, { userId: context.userId, name, location, excludeCourseId: courseId });
    if (duplicate) {
      throw new ConflictError(`Course Already Exists: ${duplicate.name} (${duplicate.location}) already exists in your course library.`);
    }
    const result = await handleCourse(deps.store, courseStream(courseId), (state) => decideCreateCourse(command, state), { context });
    await waitForPosition(deps.pool, result.position, PROJECTION_WAIT_MS);
    return result;
  });
  // Only a retried request finds its course gone: it was deleted since.
  if (outcome.state.status !== 'active') throw new NotFoundError(courseMessages.courseNotFound);
  return { courseId, position: outcome.position.toString(), course: courseViewOf(outcome.state) };
}
