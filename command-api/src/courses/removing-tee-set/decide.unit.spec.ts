import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  blueTeeId,
  courseCreated,
  courseId,
  givenCourseEvents,
  otherUser,
  owner,
  superAdmin,
  teeSet,
} from '../testing/given-course-events.ts';
import { decideRemoveTeeSet } from './decide.ts';

describe('remove tee set', () => {
  const own = givenCourseEvents([courseCreated({ teeSets: [teeSet()] })]);

  it('given a tee set, when removing it, then TeeSetRemoved carries it as it was', () => {
    expect(decideRemoveTeeSet({ actor: owner, teeSetId: blueTeeId }, own)).toEqual([
      { type: 'TeeSetRemoved', data: { courseId, teeSet: teeSet() } },
    ]);
  });

  it('given a removed tee set, when removing it again, then 404', () => {
    const removed = givenCourseEvents([
      courseCreated({ teeSets: [teeSet()] }),
      { type: 'TeeSetRemoved', data: { courseId, teeSet: teeSet() } },
    ]);
    expect(() => decideRemoveTeeSet({ actor: owner, teeSetId: blueTeeId }, removed)).toThrow('Tee set not found');
  });

  it('given someone else’s course then 404; a global course then 403 unless super admin', () => {
    expect(() => decideRemoveTeeSet({ actor: otherUser, teeSetId: blueTeeId }, own)).toThrow(NotFoundError);
    const global = givenCourseEvents([courseCreated({ isGlobal: true, createdBy: null, teeSets: [teeSet()] })]);
    expect(() => decideRemoveTeeSet({ actor: owner, teeSetId: blueTeeId }, global)).toThrow(ForbiddenError);
    expect(decideRemoveTeeSet({ actor: superAdmin, teeSetId: blueTeeId }, global)).toHaveLength(1);
  });
});
