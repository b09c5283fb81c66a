import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  courseCreated,
  courseId,
  givenCourseEvents,
  globalCourseCreated,
  otherUser,
  owner,
  superAdmin,
  teeSet,
} from '../testing/given-course-events.ts';
import { decideUpdateCourse } from './decide.ts';

describe('update course', () => {
  const own = givenCourseEvents([courseCreated()]);

  it('given my course, when some fields change, then only those are recorded', () => {
    const events = decideUpdateCourse(
      { actor: owner, changes: { name: 'Pebble Beach', location: 'Pebble Beach, California, USA', holes: 9 } },
      own,
    );
    expect(events).toEqual([{ type: 'CourseUpdated', data: { courseId, changes: { name: 'Pebble Beach', holes: 9 } } }]);
  });

  it('given my course, when nothing differs, then nothing is recorded', () => {
    expect(decideUpdateCourse({ actor: owner, changes: { name: 'Pebble Beach Golf Links', imageUrl: null } }, own)).toEqual([]);
  });

  it('given my course with an image, when the image is cleared, then imageUrl null is recorded', () => {
    const withImage = givenCourseEvents([courseCreated({ imageUrl: 'https://example.com/a.jpg' })]);
    expect(decideUpdateCourse({ actor: owner, changes: { imageUrl: null } }, withImage)).toEqual([
      { type: 'CourseUpdated', data: { courseId, changes: { imageUrl: null } } },
    ]);
  });

  it('given my course with tee sets, when the hole count changes, then 409 says to remove them first', () => {
    const withTees = givenCourseEvents([courseCreated({ teeSets: [teeSet()] })]);
    expect(() => decideUpdateCourse({ actor: owner, changes: { holes: 9 } }, withTees)).toThrow(
      new ConflictError('This course has 1 tee set with 18 holes. Remove it before changing the number of holes to 9.'),
    );
    expect(decideUpdateCourse({ actor: owner, changes: { holes: 18, name: 'New' } }, withTees)).toHaveLength(1);
  });

  it('given someone else’s course, when changing it, then 404', () => {
    expect(() => decideUpdateCourse({ actor: otherUser, changes: { name: 'Mine now' } }, own)).toThrow(NotFoundError);
  });

  it('given a global course, when a user changes it then 403, and a super admin may', () => {
    const global = givenCourseEvents([globalCourseCreated]);
    expect(() => decideUpdateCourse({ actor: owner, changes: { name: 'X' } }, global)).toThrow(ForbiddenError);
    expect(decideUpdateCourse({ actor: superAdmin, changes: { name: 'X' } }, global)).toHaveLength(1);
  });

  it('given no course or a deleted one, then 404', () => {
    expect(() => decideUpdateCourse({ actor: owner, changes: { name: 'X' } }, givenCourseEvents([]))).toThrow(NotFoundError);
    const deleted = givenCourseEvents([courseCreated(), { type: 'CourseDeleted', data: { courseId } }]);
    expect(() => decideUpdateCourse({ actor: owner, changes: { name: 'X' } }, deleted)).toThrow(NotFoundError);
  });
});
