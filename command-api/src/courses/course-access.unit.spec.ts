import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../commands/domain-error.ts';
import { canSeeCourse, requireEditableCourse, requireUuid, requireVisibleCourse } from './course-access.ts';
import {
  courseCreated,
  courseId,
  givenCourseEvents,
  globalCourseCreated,
  otherUser,
  owner,
  ownerId,
  superAdmin,
} from './testing/given-course-events.ts';

describe('course access', () => {
  const own = givenCourseEvents([courseCreated()]);
  const global = givenCourseEvents([globalCourseCreated]);

  it('lets everyone see global courses and only the owner see a user course', () => {
    expect(canSeeCourse({ isGlobal: true, createdBy: null }, otherUser)).toBe(true);
    expect(canSeeCourse({ isGlobal: false, createdBy: ownerId }, owner)).toBe(true);
    expect(canSeeCourse({ isGlobal: false, createdBy: ownerId }, otherUser)).toBe(false);
    expect(canSeeCourse({ isGlobal: false, createdBy: ownerId }, superAdmin)).toBe(false);
  });

  it('answers 404 for a course that is absent, deleted or someone else’s', () => {
    expect(() => requireVisibleCourse(givenCourseEvents([]), owner)).toThrow(NotFoundError);
    expect(() => requireVisibleCourse(givenCourseEvents([courseCreated(), { type: 'CourseDeleted', data: { courseId } }]), owner)).toThrow(
      NotFoundError,
    );
    expect(() => requireEditableCourse(own, otherUser)).toThrow(NotFoundError);
    expect(() => requireEditableCourse(own, superAdmin)).toThrow(NotFoundError);
  });

  it('lets the owner change their course, and only super admins change a global one (others 403)', () => {
    expect(requireEditableCourse(own, owner).id).toBe(courseId);
    expect(requireEditableCourse(global, superAdmin).id).toBe(courseId);
    expect(() => requireEditableCourse(global, owner)).toThrow(ForbiddenError);
    expect(requireVisibleCourse(global, owner).id).toBe(courseId);
  });

  it('treats a path id that is no uuid as not found', () => {
    expect(() => requireUuid('12; drop table', 'Course not found')).toThrow('Course not found');
    expect(requireUuid(courseId.toUpperCase(), 'x')).toBe(courseId);
  });
});
