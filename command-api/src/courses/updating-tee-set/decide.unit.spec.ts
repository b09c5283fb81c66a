import { describe, expect, it } from 'vitest';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  blueTeeId,
  courseCreated,
  courseId,
  givenCourseEvents,
  otherUser,
  owner,
  superAdmin,
  teeSet,
  whiteTeeId,
} from '../testing/given-course-events.ts';
import { decideUpdateTeeSet } from './decide.ts';

describe('update tee set', () => {
  const own = givenCourseEvents([courseCreated({ teeSets: [teeSet()] })]);

  it('given a tee set, when some fields change, then TeeSetUpdated carries the whole tee set after the change', () => {
    const events = decideUpdateTeeSet({ actor: owner, teeSetId: blueTeeId, changes: { slope: 140, name: ' Blues ' } }, own);
    expect(events).toEqual([{ type: 'TeeSetUpdated', data: { courseId, teeSet: teeSet({ slope: 140, name: 'Blues' }) } }]);
  });

  it('given a tee set, when new holes come, then they replace all of them', () => {
    const holes = teeSet().holes.map((hole) => ({ ...hole, yardage: 400 }));
    const events = decideUpdateTeeSet({ actor: owner, teeSetId: blueTeeId, changes: { holes } }, own);
    expect(events[0]?.data).toEqual({ courseId, teeSet: teeSet({ holes }) });
  });

  it('given a tee set, when nothing differs, then nothing is recorded', () => {
    expect(decideUpdateTeeSet({ actor: owner, teeSetId: blueTeeId, changes: { name: 'Blue', holes: teeSet().holes } }, own)).toEqual([]);
  });

  it('given a tee set, when the new stroke indexes repeat, then 400 names them', () => {
    const holes = teeSet().holes.map((hole) => (hole.holeNumber === 1 ? { ...hole, strokeIndex: 1 } : hole));
    expect(() => decideUpdateTeeSet({ actor: owner, teeSetId: blueTeeId, changes: { holes } }, own)).toThrow(
      new BadRequestError('Stroke indexes must use 1 to 18 once each: 1 is repeated, 6 is missing'),
    );
  });

  it('given a tee set imported with a par 6, when it is edited, then the par 6 may stay', () => {
    const holes = teeSet().holes.map((hole) => (hole.holeNumber === 18 ? { ...hole, par: 6 } : hole));
    const imported = givenCourseEvents([courseCreated({ teeSets: [teeSet({ holes })] })]);
    expect(decideUpdateTeeSet({ actor: owner, teeSetId: blueTeeId, changes: { rating: 75 } }, imported)).toHaveLength(1);
  });

  it('given no such tee set, then 404 Tee set not found', () => {
    expect(() => decideUpdateTeeSet({ actor: owner, teeSetId: whiteTeeId, changes: { slope: 120 } }, own)).toThrow('Tee set not found');
  });

  it('given someone else’s course then 404; a global course then 403 unless super admin', () => {
    expect(() => decideUpdateTeeSet({ actor: otherUser, teeSetId: blueTeeId, changes: { slope: 120 } }, own)).toThrow(NotFoundError);
    const global = givenCourseEvents([courseCreated({ isGlobal: true, createdBy: null, teeSets: [teeSet()] })]);
    expect(() => decideUpdateTeeSet({ actor: owner, teeSetId: blueTeeId, changes: { slope: 120 } }, global)).toThrow(ForbiddenError);
    expect(decideUpdateTeeSet({ actor: superAdmin, teeSetId: blueTeeId, changes: { slope: 120 } }, global)).toHaveLength(1);
  });
});
