import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError } from '../../commands/domain-error.ts';
import { courseCreated, courseId, givenCourseEvents, ownerId, teeSet } from '../testing/given-course-events.ts';
import { decideCreateCourse, type CreateCourse } from './decide.ts';

const create: CreateCourse = {
  courseId,
  source: 'manual',
  sourceRef: null,
  isGlobal: false,
  createdBy: ownerId,
  name: '  Pebble Beach Golf Links ',
  location: ' Pebble Beach, California, USA',
  holes: 18,
  imageUrl: null,
  teeSets: [],
};

describe('create course', () => {
  it('given no course, when creating one from the form, then CourseCreated records it trimmed', () => {
    expect(decideCreateCourse(create, givenCourseEvents([]))).toEqual([courseCreated()]);
  });

  it('given no course, when creating one with tee sets from an import, then they are recorded with holes in order', () => {
    const imported = teeSet();
    imported.holes.reverse();
    const events = decideCreateCourse(
      { ...create, source: 'curated', sourceRef: 'pebble-beach-golf-links', teeSets: [imported] },
      givenCourseEvents([]),
    );
    expect(events).toEqual([courseCreated({ source: 'curated', sourceRef: 'pebble-beach-golf-links', teeSets: [teeSet()] })]);
  });

  it('given no course, when a tee set has a par 6 from an import, then it is accepted', () => {
    const holes = teeSet().holes.map((hole) => (hole.holeNumber === 18 ? { ...hole, par: 6 } : hole));
    expect(decideCreateCourse({ ...create, teeSets: [teeSet({ holes })] }, givenCourseEvents([]))).toHaveLength(1);
  });

  it('given no course, when a tee set repeats a stroke index, then 400 names the tee set, the repeat and the gap', () => {
    const holes = teeSet().holes.map((hole) => (hole.strokeIndex === 12 ? { ...hole, strokeIndex: 7 } : hole));
    expect(() => decideCreateCourse({ ...create, teeSets: [teeSet({ holes })] }, givenCourseEvents([]))).toThrow(
      new BadRequestError('Tee set Blue: Stroke indexes must use 1 to 18 once each: 7 is repeated, 12 is missing'),
    );
  });

  it('given no course, when a 9-hole course brings 18-hole tee sets, then 400', () => {
    expect(() => decideCreateCourse({ ...create, holes: 9, teeSets: [teeSet()] }, givenCourseEvents([]))).toThrow(BadRequestError);
  });

  it('given no course, when the name or location is blank, then 400 asks for the required fields', () => {
    expect(() => decideCreateCourse({ ...create, name: '  ' }, givenCourseEvents([]))).toThrow('Please fill in all required fields.');
    expect(() => decideCreateCourse({ ...create, location: '' }, givenCourseEvents([]))).toThrow('Please fill in all required fields.');
  });

  it('given a global course to create, then it has no owner', () => {
    const [event] = decideCreateCourse({ ...create, isGlobal: true, createdBy: null }, givenCourseEvents([]));
    expect(event?.data).toMatchObject({ isGlobal: true, createdBy: null });
  });

  it('given a course with this id, when creating it again, then 409', () => {
    expect(() => decideCreateCourse(create, givenCourseEvents([courseCreated()]))).toThrow(ConflictError);
  });
});
