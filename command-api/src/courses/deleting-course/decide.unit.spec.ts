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
} from '../testing/given-course-events.ts';
import { CourseInUseError, decideDeleteCourse } from './decide.ts';

const skins = { gameId: 'd2f1a0b3-1c4e-4f5a-9b6c-7d8e9f0a1b2c', gameName: 'Saturday Skins' };
const champs = { gameId: 'e3a2b1c4-2d5f-4a6b-8c7d-9e0f1a2b3c4d', gameName: 'Club Champs' };

describe('delete course', () => {
  const own = givenCourseEvents([courseCreated()]);

  it('given my unused course, when deleting it, then CourseDeleted', () => {
    expect(decideDeleteCourse({ actor: owner, usedBy: [] }, own)).toEqual([{ type: 'CourseDeleted', data: { courseId } }]);
  });

  it('given my course used by games, when deleting it, then 409 naming the games', () => {
    const refuse = () => decideDeleteCourse({ actor: owner, usedBy: [skins, champs] }, own);
    expect(refuse).toThrow(ConflictError);
    expect(refuse).toThrow('Cannot delete course: it is used by Saturday Skins, Club Champs');
    try {
      refuse();
    } catch (error) {
      expect((error as CourseInUseError).games).toEqual([skins, champs]);
    }
  });

  it('given someone else’s course, then 404; a global one, 403 unless super admin', () => {
    expect(() => decideDeleteCourse({ actor: otherUser, usedBy: [] }, own)).toThrow(NotFoundError);
    const global = givenCourseEvents([globalCourseCreated]);
    expect(() => decideDeleteCourse({ actor: owner, usedBy: [] }, global)).toThrow(ForbiddenError);
    expect(decideDeleteCourse({ actor: superAdmin, usedBy: [] }, global)).toHaveLength(1);
  });

  it('given a deleted course, when deleting it again, then 404', () => {
    const deleted = givenCourseEvents([courseCreated(), { type: 'CourseDeleted', data: { courseId } }]);
    expect(() => decideDeleteCourse({ actor: owner, usedBy: [] }, deleted)).toThrow(NotFoundError);
  });
});
