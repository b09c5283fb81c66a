import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
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
import { decideAddTeeSet } from './decide.ts';

describe('add tee set', () => {
  const own = givenCourseEvents([courseCreated()]);

  it('given my course, when adding a sound tee set, then TeeSetAdded carries it whole with holes in order', () => {
    const added = teeSet({ name: ' Blue ' });
    added.holes.reverse();
    expect(decideAddTeeSet({ actor: owner, teeSet: added }, own)).toEqual([{ type: 'TeeSetAdded', data: { courseId, teeSet: teeSet() } }]);
  });

  it('given a 9-hole course, when adding 9 holes with indexes 1..9, then it is accepted', () => {
    const nine = givenCourseEvents([courseCreated({ holes: 9 })]);
    expect(decideAddTeeSet({ actor: owner, teeSet: teeSet({}, 9) }, nine)).toHaveLength(1);
  });

  it('given my course, when stroke indexes repeat, then 400 names the repeated and the missing ones', () => {
    const holes = teeSet().holes.map((hole) => (hole.strokeIndex === 12 ? { ...hole, strokeIndex: 7 } : hole));
    expect(() => decideAddTeeSet({ actor: owner, teeSet: teeSet({ holes }) }, own)).toThrow(
      new BadRequestError('Stroke indexes must use 1 to 18 once each: 7 is repeated, 12 is missing'),
    );
  });

  it('given my course, when the tee set has the wrong number of holes or a par 6, then 400', () => {
    expect(() => decideAddTeeSet({ actor: owner, teeSet: teeSet({}, 9) }, own)).toThrow('needs 18 holes');
    const holes = teeSet().holes.map((hole) => (hole.holeNumber === 2 ? { ...hole, par: 6 } : hole));
    expect(() => decideAddTeeSet({ actor: owner, teeSet: teeSet({ holes }) }, own)).toThrow('Par must be 3, 4 or 5 (hole 2)');
  });

  it('given a tee set with this id, when adding it again, then 409', () => {
    const withTee = givenCourseEvents([courseCreated({ teeSets: [teeSet()] })]);
    expect(() => decideAddTeeSet({ actor: owner, teeSet: teeSet() }, withTee)).toThrow(ConflictError);
  });

  it('given someone else’s course then 404; a global course then 403 unless super admin', () => {
    expect(() => decideAddTeeSet({ actor: otherUser, teeSet: teeSet() }, own)).toThrow(NotFoundError);
    const global = givenCourseEvents([globalCourseCreated]);
    expect(() => decideAddTeeSet({ actor: owner, teeSet: teeSet() }, global)).toThrow(ForbiddenError);
    expect(decideAddTeeSet({ actor: superAdmin, teeSet: teeSet() }, global)).toHaveLength(1);
  });
});
