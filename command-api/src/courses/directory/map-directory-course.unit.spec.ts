import { describe, expect, it } from 'vitest';
import { directoryFixture, type DirectoryFixtureName } from './testing/directory-fixtures.ts';
import { DirectoryCourse, type DirectoryCourseInput } from './directory-schemas.ts';
import { mapDirectoryCourse, UnusableDirectoryCourseError } from './map-directory-course.ts';
import { assignTeeColors, teeColorFromName } from './tee-color.ts';

const parsed = (input: DirectoryCourseInput) => DirectoryCourse.parse(input);
const mapFixture = (name: DirectoryFixtureName) => mapDirectoryCourse(parsed(directoryFixture(name)));
const oneToN = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

/** A small sound 9-hole course each test spoils in one way. */
const nineHoleCourse = (overrides: Partial<DirectoryCourseInput> = {}): DirectoryCourseInput => ({
  id: 7,
  club_name: 'Sample Club',
  course_name: 'Sample Nine',
  location: { city: 'Testville', state: null, country: 'Fictionland' },
  tees: {
    male: [
      {
        tee_name: 'Blue',
        course_rating: 35.1,
        slope_rating: 120,
        total_yards: null,
        holes: [4, 3, 5, 4, 4, 3, 4, 5, 4].map((par, index) => ({ par, yardage: 300 + index, handicap: index + 1 })),
      },
    ],
  },
  ...overrides,
});

describe('mapDirectoryCourse', () => {
  it('maps a full course: men’s tees then women’s, (W) on a shared name, colours, stroke indexes as given', () => {
    const { course, warnings, notes } = mapFixture('fixtureLinks');
    expect(course.name).toBe('Fixture Links');
    expect(course.location).toBe('Testville, ZZ, Fictionland');
    expect(course.holes).toBe(18);
    expect(course.teeSets.map((tee) => [tee.name, tee.color])).toEqual([
      ['Championship', 'black'],
      ['Blue', 'blue'],
      ['White', 'white'],
      ['White (W)', 'white'],
      ['Red', 'red'],
    ]);
    const women = course.teeSets[3];
    expect(women?.holes.map((hole) => hole.strokeIndex)).toEqual([5, 9, 17, 1, 11, 7, 15, 13, 3, 6, 2, 18, 10, 8, 14, 16, 4, 12]);
    expect(women).toMatchObject({ rating: 76.2, slope: 135 });
    expect(warnings).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('keeps the real Bandon Dunes card as published', () => {
    const { course, warnings } = mapFixture('bandonDunes');
    expect(course).toMatchObject({ name: 'Bandon Dunes', location: 'Bandon, OR, United States', holes: 18 });
    const black = course.teeSets[0];
    expect(black).toMatchObject({ name: 'Black', color: 'black', rating: 74.1, slope: 143, totalYardage: 6732 });
    expect(black?.holes[0]).toEqual({ holeNumber: 1, par: 4, strokeIndex: 13, yardage: 386 });
    expect(black?.holes.map((hole) => hole.strokeIndex)).toEqual([13, 15, 3, 5, 1, 17, 7, 11, 9, 8, 2, 18, 6, 16, 14, 10, 12, 4]);
    expect(course.teeSets[1]).toMatchObject({ name: 'Green', color: 'green', totalYardage: 6221 });
    expect(warnings).toEqual([]);
  });

  it('given no stroke index at all, numbers the holes 1..n and warns missing_handicap_data', () => {
    const { course, warnings } = mapFixture('noHandicaps');
    for (const tee of course.teeSets) expect(tee.holes.map((hole) => hole.strokeIndex)).toEqual(oneToN(18));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.type).toBe('missing_handicap_data');
    expect(warnings[0]?.message).toContain('no hole handicaps (stroke indexes) for this course');
    expect(warnings[0]?.message).toContain('numbered 1 to 18');
  });

  it('given some missing or repeated stroke indexes, fills them with the unused ones and warns partial_handicap_data', () => {
    const { course, warnings } = mapFixture('partialHandicaps');
    const [blue, white] = course.teeSets;
    // Blue lacks holes 4 and 9: the unused 3 and 17 go to them in hole order.
    expect(blue?.holes.map((hole) => hole.strokeIndex)).toEqual([9, 5, 13, 3, 1, 11, 15, 7, 17, 10, 6, 18, 14, 2, 8, 16, 12, 4]);
    // White's hole 12 repeats hole 3's 13: it gets the only unused number, 18.
    expect(white?.holes[11]?.strokeIndex).toBe(18);
    expect([...(white?.holes.map((hole) => hole.strokeIndex) ?? [])].sort((a, b) => a - b)).toEqual(oneToN(18));
    expect(warnings).toEqual([
      {
        type: 'partial_handicap_data',
        message: expect.stringContaining('(Blue: holes 4 and 9; White: hole 12)'),
      },
    ]);
  });

  it('names the tees when only some lack stroke indexes', () => {
    const input = directoryFixture('fixtureLinks');
    for (const hole of input.tees?.female?.[1]?.holes ?? []) hole.handicap = null;
    const { warnings } = mapDirectoryCourse(parsed(input));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ type: 'missing_handicap_data' });
    expect(warnings[0]?.message).toContain('for the Red tee,');
  });

  it('maps a 9-hole course and keeps its 9-hole ratings', () => {
    const { course, warnings, notes } = mapFixture('nineHoles');
    expect(course.holes).toBe(9);
    expect(course.teeSets.map((tee) => [tee.name, tee.color, tee.rating, tee.holes.length])).toEqual([
      ['Gold', 'gold', 34.1, 9],
      ['Red', 'red', 35.2, 9],
    ]);
    expect(warnings).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('colours tees without a colour word by length, skipping colours already named', () => {
    const { course } = mapFixture('alphanumericId');
    expect(course.teeSets.map((tee) => [tee.name, tee.color])).toEqual([
      ['Tips', 'black'],
      ['Members', 'blue'],
      ['Yellow', 'gold'],
    ]);
    expect(course.location).toBe('Testville, Fictionland');
  });

  it('replaces ratings, slopes and pars outside the import limits, and says so', () => {
    const input = nineHoleCourse();
    const tee = input.tees?.male?.[0];
    if (!tee?.holes?.[2]) throw new Error('fixture');
    tee.course_rating = 95;
    tee.slope_rating = null;
    tee.holes[2].par = 7;
    const { course, notes } = mapDirectoryCourse(parsed(input));
    expect(course.teeSets[0]).toMatchObject({ rating: 72, slope: 113 });
    expect(course.teeSets[0]?.holes[2]?.par).toBe(4);
    expect(notes).toEqual([
      'Blue tee has a course rating of 95, outside 60-85 in the directory, so 72 was used.',
      'Blue tee has no slope rating in the directory, so 113 was used.',
      'Blue tee: no par from 3 to 6 for hole 3, so par 4 was used. Check the scorecard.',
    ]);
  });

  it('adds up hole yards when the total is missing', () => {
    const { course } = mapDirectoryCourse(parsed(nineHoleCourse()));
    expect(course.teeSets[0]?.totalYardage).toBe(300 + 301 + 302 + 303 + 304 + 305 + 306 + 307 + 308);
  });

  it('uses the club name when the course name is blank, and accepts numbers sent as strings', () => {
    const input = nineHoleCourse({ course_name: '  ' });
    const tee = input.tees?.male?.[0] as Record<string, unknown>;
    tee.course_rating = '35.4';
    tee.slope_rating = '119';
    const { course } = mapDirectoryCourse(parsed(input));
    expect(course.name).toBe('Sample Club');
    expect(course.teeSets[0]).toMatchObject({ rating: 35.4, slope: 119 });
  });

  it('leaves out a tee whose hole count differs from the course', () => {
    const input = nineHoleCourse();
    input.tees?.male?.push({ tee_name: 'White', holes: [{ par: 4 }, { par: 4 }] });
    const { course, notes } = mapDirectoryCourse(parsed(input));
    expect(course.teeSets.map((tee) => tee.name)).toEqual(['Blue']);
    expect(notes).toEqual(['White tee was left out: the directory lists 2 holes for it, not 9.']);
  });

  it('refuses a course with no tees, no holes, another hole count or no name', () => {
    expect(() => mapDirectoryCourse(parsed(nineHoleCourse({ tees: null })))).toThrow(UnusableDirectoryCourseError);
    expect(() => mapDirectoryCourse(parsed(nineHoleCourse({ tees: { male: [{ tee_name: 'Blue' }] } })))).toThrow(
      'no hole-by-hole scorecard for Sample Nine',
    );
    const twentySeven = nineHoleCourse({ tees: { male: [{ tee_name: 'Blue', holes: Array(27).fill({ par: 4 }) }] } });
    expect(() => mapDirectoryCourse(parsed(twentySeven))).toThrow('lists 27 holes for Sample Nine; only 9- and 18-hole courses');
    expect(() => mapDirectoryCourse(parsed(nineHoleCourse({ course_name: null, club_name: '' })))).toThrow('has no name');
  });

  it('keeps tee names unique', () => {
    const input = nineHoleCourse();
    const blue = input.tees?.male?.[0];
    if (!blue) throw new Error('fixture');
    input.tees = { male: [blue, { ...blue }], female: [{ ...blue }] };
    const { course } = mapDirectoryCourse(parsed(input));
    expect(course.teeSets.map((tee) => tee.name)).toEqual(['Blue', 'Blue 2', 'Blue (W)']);
  });
});

describe('directory ids', () => {
  it('are always strings, numeric or alphanumeric', () => {
    expect(parsed(directoryFixture('fixtureLinks')).id).toBe('900101');
    expect(parsed(directoryFixture('alphanumericId')).id).toBe('gca-7K2M9QB4');
  });
});

describe('tee colours', () => {
  it.each([
    ['Blue 21', 'blue'],
    ['BLACK', 'black'],
    ['Yellow', 'gold'],
    ['Red (W)', 'red'],
    ['Combo Green/White', 'green'],
    ['Blackhawk', null],
    ['Championship', null],
  ] as const)('%s → %s', (name, color) => {
    expect(teeColorFromName(name)).toBe(color);
  });

  it('defaults to white when the length is unknown or the ladder runs out', () => {
    const colors = assignTeeColors([
      { name: 'Tips', totalYardage: null },
      ...['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name, index) => ({ name, totalYardage: 7000 - index * 100 })),
    ]);
    expect(colors).toEqual(['white', 'black', 'blue', 'white', 'gold', 'red', 'green', 'white']);
  });
});
