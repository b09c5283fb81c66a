import { describe, expect, it } from 'vitest';
import { CuratedSearchResult } from '@golf/contracts';
import { curatedCourses, curatedSearchResultOf, findCuratedCourse, newCourseOfCurated, searchCuratedCourses } from './curated-catalog.ts';
import { teeSetProblems } from './tee-set-rules.ts';

describe('the curated catalog', () => {
  it('loads every course of the shipped directory', () => {
    expect(curatedCourses().length).toBeGreaterThanOrEqual(15);
  });

  it('finds courses by name or location, case-insensitively, sorted by name', () => {
    expect(searchCuratedCourses('PEBBLE BEACH GOLF').map((course) => course.id)).toEqual(['pebble-beach-golf-links']);
    expect(searchCuratedCourses('pebble beach').map((course) => course.id)).toEqual(['pebble-beach-golf-links', 'poppy-hills-golf-course']);
    const california = searchCuratedCourses('california');
    expect(california.length).toBeGreaterThan(5);
    expect(california.map((course) => course.name)).toEqual(
      [...california.map((course) => course.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(searchCuratedCourses('no such course anywhere')).toEqual([]);
    expect(searchCuratedCourses('   ')).toEqual([]);
  });

  it('answers in the spec’s curated result shape, rated by the longest tee', () => {
    const pebble = findCuratedCourse('pebble-beach-golf-links');
    if (!pebble) throw new Error('Pebble Beach is in the directory');
    const result = curatedSearchResultOf(pebble);
    expect(CuratedSearchResult.parse(result)).toEqual(result);
    expect(result).toMatchObject({ id: 'pebble-beach-golf-links', holes: 18, type: 'Resort', rating: 74.9 });
    expect(findCuratedCourse('nope')).toBeNull();
  });

  it.each(curatedCourses().map((course) => [course.id, course] as const))(
    '%s becomes a course whose every tee set passes the import rules, with par total and stroke indexes intact',
    (_id, course) => {
      const input = newCourseOfCurated(course);
      expect(input).toMatchObject({ source: 'curated', sourceRef: course.id, isGlobal: false, holes: course.holes });
      expect(input.teeSets).toHaveLength(course.tees.length);
      for (const tee of input.teeSets) {
        expect(teeSetProblems(tee, course.holes, 'import')).toEqual([]);
        expect(tee.holes.reduce((sum, hole) => sum + hole.par, 0)).toBe(course.pars.reduce((sum, par) => sum + par, 0));
        expect(tee.holes.map((hole) => hole.strokeIndex)).toEqual(course.strokeIndexes);
      }
    },
  );
});
