import { courseMessages } from '@golf/contracts';
import { ForbiddenError, NotFoundError } from '../commands/domain-error.ts';
import type { ActiveCourse, CourseState } from '@golf/events';

/** Who acts on a course: the signed-in user and whether they are a super admin. */
export interface CourseActor {
  userId: string;
  isSuperAdmin: boolean;
}

/** Anyone signed in sees the global courses and their own; nobody sees another user's course. */
export function canSeeCourse(course: { isGlobal: boolean; createdBy: string | null }, actor: CourseActor): boolean {
  return course.isGlobal || course.createdBy === actor.userId;
}

/**
 * The course if the actor may see it; otherwise 404, so another user's course is not revealed.
 * `notFound` is the 404's message (a tee set route says 'Tee set not found').
 */
export function requireVisibleCourse(
  state: CourseState,
  actor: CourseActor,
  notFound: string = courseMessages.courseNotFound,
): ActiveCourse {
  if (state.status !== 'active' || !canSeeCourse(state, actor)) throw new NotFoundError(notFound);
  return state;
}

/**
 * The course if the actor may change it: their own course, or a global one when they are a
 * super admin. A global course for anyone else → 403; a course they cannot see → 404.
 */
export function requireEditableCourse(
  state: CourseState,
  actor: CourseActor,
  notFound: string = courseMessages.courseNotFound,
): ActiveCourse {
  const course = requireVisibleCourse(state, actor, notFound);
  if (course.isGlobal && !actor.isSuperAdmin) throw new ForbiddenError(courseMessages.globalCourseSuperAdminOnly);
  return course;
}

/** The actor of a signed-in user. */
export function actorOf(user: { id: string; isSuperAdmin: boolean }): CourseActor {
  return { userId: user.id, isSuperAdmin: user.isSuperAdmin };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is no uuid names nothing: 404 with `message`, never a 500. Lower-cased, as the log stores ids. */
export function requireUuid(id: string, message: string): string {
  if (!UUID.test(id)) throw new NotFoundError(message);
  return id.toLowerCase();
}
