import { describe, expect, it } from 'vitest';
import { DirectoryCourseDetailView, ExternalCourseSearchResult } from '@golf/contracts';
import { directoryFixture } from '../directory/testing/directory-fixtures.ts';
import { DirectoryCourse } from '../directory/directory-schemas.ts';
import { UnusableDirectoryCourseError } from '../directory/map-directory-course.ts';
import { directoryCourseDetail } from './directory-course-detail.ts';
import { externalSearchResultOf } from './external-search-result.ts';

describe('directoryCourseDetail', () => {
  it('shows each tee set as the import creates it: rating, slope, yardage, par total and holes', () => {
    const detail = directoryCourseDetail(DirectoryCourse.parse(directoryFixture('fixtureLinks')));
    expect(DirectoryCourseDetailView.parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({
      id: '900101',
      name: 'Fixture Links',
      clubName: 'Fixture Links Golf Club (fictional)',
      location: 'Testville, ZZ, Fictionland',
      holes: 18,
    });
    expect(detail.teeSets.map((tee) => [tee.name, tee.color, tee.rating, tee.slope, tee.totalYardage, tee.parTotal])).toEqual([
      ['Championship', 'black', 74.6, 139, 7006, 72],
      ['Blue', 'blue', 72.8, 133, 6586, 72],
      ['White', 'white', 70.9, 127, 6164, 72],
      ['White (W)', 'white', 76.2, 135, 6164, 72],
      ['Red', 'red', 72.4, 126, 5464, 72],
    ]);
    const holes = detail.teeSets[0]?.holes ?? [];
    expect(holes.map((hole) => hole.holeNumber)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect([...holes.map((hole) => hole.handicap)].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(detail.warnings).toEqual([]);
  });

  it('carries the stroke-index warning of a course without handicaps, and a 9-hole par total', () => {
    const meadows = directoryCourseDetail(DirectoryCourse.parse(directoryFixture('noHandicaps')));
    expect(meadows.warnings.map((warning) => warning.type)).toEqual(['missing_handicap_data']);
    expect(meadows.teeSets[0]?.holes.map((hole) => hole.handicap)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    const nine = directoryCourseDetail(DirectoryCourse.parse(directoryFixture('nineHoles')));
    expect(nine.holes).toBe(9);
    expect(nine.teeSets.map((tee) => tee.parTotal)).toEqual([36, 36]);
  });

  it('keeps an alphanumeric id as it is', () => {
    expect(directoryCourseDetail(DirectoryCourse.parse(directoryFixture('alphanumericId'))).id).toBe('gca-7K2M9QB4');
  });

  it('refuses a course without a scorecard', () => {
    const bare = DirectoryCourse.parse({ id: 5, course_name: 'Bare', tees: { male: [{ tee_name: 'Blue', holes: [] }] } });
    expect(() => directoryCourseDetail(bare)).toThrow(UnusableDirectoryCourseError);
  });
});

describe('externalSearchResultOf', () => {
  it('answers the spec search shape with string ids and nulls for what the directory left out', () => {
    const result = externalSearchResultOf(DirectoryCourse.parse(directoryFixture('alphanumericId')));
    expect(ExternalCourseSearchResult.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      id: 'gca-7K2M9QB4',
      course_name: 'Fixture Heath',
      location: { city: 'Testville', state: null, country: 'Fictionland' },
    });
    expect(result.tees.female).toEqual([]);
    expect(result.tees.male[0]).toMatchObject({
      tee_name: 'Tips',
      course_rating: 75.3,
      slope_rating: 141,
      par_total: 72,
      total_yards: 6981,
      number_of_holes: 18,
    });
    expect(result.tees.male[0]?.holes).toHaveLength(18);
    const sparse = externalSearchResultOf(DirectoryCourse.parse({ id: 12, tees: null, location: null }));
    expect(sparse).toEqual({
      id: '12',
      course_name: null,
      club_name: null,
      location: { city: null, state: null, country: null },
      tees: { male: [], female: [] },
    });
  });
});
