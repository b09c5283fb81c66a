import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateCuratedCourse, type CuratedCourse } from './curated-course.ts';

const directory: unknown = JSON.parse(readFileSync(new URL('./curated-courses.json', import.meta.url), 'utf8'));
const courses = (Array.isArray(directory) ? directory : []) as CuratedCourse[];

/** A sound 18-hole entry (Pebble Beach's card) that each test spoils in one way. */
const sound = (): CuratedCourse => ({
  id: 'sample-links',
  name: 'Sample Links',
  location: 'Pebble Beach, California, USA',
  holes: 18,
  type: 'Resort',
  phone: null,
  website: null,
  imageUrl: null,
  pars: [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5],
  strokeIndexes: [6, 10, 12, 16, 14, 2, 18, 4, 8, 3, 9, 17, 7, 1, 13, 11, 15, 5],
  tees: [{ name: 'Blue', color: 'blue', rating: 74.9, slope: 144, totalYardage: 1800, yardages: Array(18).fill(100) }],
  sources: ['a published scorecard'],
});

describe('the curated directory', () => {
  it('is a list of 15 to 30 courses', () => {
    expect(Array.isArray(directory)).toBe(true);
    expect(courses.length).toBeGreaterThanOrEqual(15);
    expect(courses.length).toBeLessThanOrEqual(30);
  });

  it.each(courses.map((course) => [course.id, course] as const))('%s validates', (_id, course) => {
    expect(validateCuratedCourse(course)).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = courses.map((course) => course.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ships no images', () => {
    expect(courses.every((course) => course.imageUrl === null)).toBe(true);
  });
});

describe('validateCuratedCourse', () => {
  it('given a sound card, finds nothing', () => {
    expect(validateCuratedCourse(sound())).toEqual([]);
  });

  it('given a repeated stroke index, names the repeat and the index left out', () => {
    const course = sound();
    course.strokeIndexes[0] = 10; // hole 2 already has 10, so 6 goes missing
    expect(validateCuratedCourse(course)).toEqual(['strokeIndexes repeat 10', 'strokeIndexes miss 6']);
  });

  it('given a stroke index left out, names it', () => {
    const course = sound();
    course.strokeIndexes[13] = 19;
    expect(validateCuratedCourse(course)).toEqual(['strokeIndexes miss 1', 'strokeIndexes outside 1..18: 19']);
  });

  it('given the wrong number of stroke indexes, says how many are needed', () => {
    const course = sound();
    course.strokeIndexes = course.strokeIndexes.slice(0, 17);
    expect(validateCuratedCourse(course)).toEqual(['strokeIndexes must have 18 entries']);
  });

  it('given the wrong number of pars, says how many are needed', () => {
    const course = sound();
    course.pars = course.pars.slice(0, 9);
    expect(validateCuratedCourse(course)).toEqual(['pars must have 18 entries']);
  });

  it('given a par outside 3..6, names the hole', () => {
    const course = sound();
    course.pars[4] = 2;
    expect(validateCuratedCourse(course)).toEqual(['pars must be whole numbers from 3 to 6 (holes 5)']);
  });

  it('given an implausible total par, refuses it', () => {
    const course = sound();
    course.pars = Array(18).fill(5);
    expect(validateCuratedCourse(course)).toEqual(['total par 90 is outside 60..75 for 18 holes']);
  });

  it('given yardages that do not add up to the total, refuses them', () => {
    const course = sound();
    course.tees[0]!.totalYardage = 1900;
    expect(validateCuratedCourse(course)).toEqual(['tee 1 yardages add up to 1800, more than 1% away from totalYardage 1900']);
  });

  it('given a rating, slope or colour out of range, names each', () => {
    const course = sound();
    course.tees[0] = { ...course.tees[0]!, rating: 90, slope: 113.5, color: 'orange' as never };
    expect(validateCuratedCourse(course)).toEqual([
      'tee 1 colour must be one of black, gold, blue, white, green, red',
      'tee 1 rating must be between 55 and 85 for 18 holes',
      'tee 1 slope must be a whole number from 55 to 155',
    ]);
  });

  it('given a 9-hole card, expects 9 holes and a 9-hole rating', () => {
    const nine: CuratedCourse = {
      ...sound(),
      holes: 9,
      pars: [4, 3, 4, 5, 4, 3, 4, 5, 4],
      strokeIndexes: [1, 9, 3, 7, 4, 6, 8, 2, 5],
      tees: [{ name: 'White', color: 'white', rating: 34.0, slope: 107, totalYardage: null, yardages: null }],
    };
    expect(validateCuratedCourse(nine)).toEqual([]);
    nine.tees[0]!.rating = 68.0;
    expect(validateCuratedCourse(nine)).toEqual(['tee 1 rating must be between 27 and 43 for 9 holes']);
  });

  it('given something that is not a course, says so without throwing', () => {
    expect(validateCuratedCourse(null)).toEqual(['course must be an object']);
    expect(validateCuratedCourse({ holes: 12 })).toContain('holes must be 9 or 18');
    expect(validateCuratedCourse({ ...sound(), tees: [] })).toEqual(['tees must list at least one tee']);
  });
});
