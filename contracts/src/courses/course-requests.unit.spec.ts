import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { CourseListQuery, CourseSearchQuery, CreateCourseBody, CreateGlobalCourseBody, UpdateCourseBody } from './course-requests.ts';
import { CuratedSearchQuery } from './curated-search.ts';
import { courseInUseMessage } from './course-in-use.ts';

/** The messages zod gives for `input`, keyed by field path. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

const form = { name: 'Pebble Beach Golf Links', location: 'Pebble Beach, CA', holes: 18, imageUrl: '' };
const nineHoles = (par = 4) => Array.from({ length: 9 }, (_, index) => ({ par, strokeIndex: index + 1, yardage: 350 }));

describe('CreateCourseBody', () => {
  it('trims name and location, defaults holes to 18 and reads an empty imageUrl as none', () => {
    expect(CreateCourseBody.parse({ name: '  Links ', location: ' Town ' })).toEqual({
      name: 'Links',
      location: 'Town',
      holes: 18,
      imageUrl: null,
    });
    expect(CreateCourseBody.parse({ ...form, holes: '9', imageUrl: ' https://example.com/a.jpg ' })).toMatchObject({
      holes: 9,
      imageUrl: 'https://example.com/a.jpg',
    });
  });

  it.each([
    ['name', ''],
    ['name', '   '],
    ['name', undefined],
    ['location', ''],
    ['location', 42],
  ])('%s = %j asks for the required fields', (field, value) => {
    expect(messages(CreateCourseBody, { ...form, [field]: value })[field]).toEqual(['Please fill in all required fields.']);
  });

  it.each([[27], ['12'], [0]])('holes = %j is refused: a course has 9 or 18 holes', (holes) => {
    expect(messages(CreateCourseBody, { ...form, holes }).holes).toEqual(['A course has 9 or 18 holes']);
  });

  it.each([['not a url'], ['javascript:alert(1)'], ['ftp://example.com/a.jpg'], [12]])('imageUrl = %j is refused', (imageUrl) => {
    expect(messages(CreateCourseBody, { ...form, imageUrl }).imageUrl).toEqual(['Image URL must be a valid http(s) URL, or empty']);
  });

  it('takes tees and holesData from the import path, defaulting colour, rating and slope', () => {
    const parsed = CreateCourseBody.parse({
      ...form,
      holes: 9,
      tees: [{ name: 'Blue', rating: '', slope: 'n/a' }],
      holesData: nineHoles(),
    });
    expect(parsed.tees).toEqual([{ name: 'Blue', color: 'white', rating: 72, slope: 113, totalYardage: null }]);
    expect(parsed.holesData?.[0]).toEqual({ par: 4, strokeIndex: 1, yardage: 350 });
  });

  it('accepts par 6 from the import path but not 7, and needs holes for every tee', () => {
    expect(CreateCourseBody.safeParse({ ...form, holes: 9, tees: [{ name: 'Blue' }], holesData: nineHoles(6) }).success).toBe(true);
    expect(messages(CreateCourseBody, { ...form, holes: 9, tees: [{ name: 'Blue' }], holesData: nineHoles(7) })['holesData.0.par']).toEqual(
      ['Par must be a whole number from 3 to 6'],
    );
    expect(messages(CreateCourseBody, { ...form, tees: [{ name: 'Blue' }] })['tees.0.holesData']).toEqual([
      'Tee Blue needs its holes (holesData)',
    ]);
    expect(messages(CreateCourseBody, { ...form, tees: [{ name: 'Blue' }], holesData: nineHoles() }).holesData).toEqual([
      'holesData must have 18 holes, one per hole',
    ]);
    expect(messages(CreateCourseBody, { ...form, holes: 9, holesData: nineHoles() }).tees).toEqual([
      'holesData needs at least one tee to belong to',
    ]);
  });
});

describe('CreateGlobalCourseBody and UpdateCourseBody', () => {
  it('the admin form takes name, location, holes and imageUrl', () => {
    expect(CreateGlobalCourseBody.parse(form)).toEqual({ ...form, imageUrl: null });
  });

  it('an update changes only what is present; blank imageUrl removes the image', () => {
    expect(UpdateCourseBody.parse({})).toEqual({});
    expect(UpdateCourseBody.parse({ holes: 9, imageUrl: '' })).toEqual({ holes: 9, imageUrl: null });
    expect(messages(UpdateCourseBody, { name: ' ' }).name).toEqual(['Please fill in all required fields.']);
    expect(messages(UpdateCourseBody, { holes: 10 }).holes).toEqual(['A course has 9 or 18 holes']);
  });
});

describe('queries', () => {
  it('includeTees is true only when asked for', () => {
    expect(CourseListQuery.parse({})).toEqual({ includeTees: false });
    expect(CourseListQuery.parse({ includeTees: 'true' })).toEqual({ includeTees: true });
    expect(messages(CourseListQuery, { includeTees: 'yes' }).includeTees).toEqual(['includeTees must be true or false']);
  });

  it('the library search needs 1 to 100 characters; the curated search 3 or more', () => {
    expect(CourseSearchQuery.parse({ query: ' pe ' })).toEqual({ query: 'pe' });
    expect(messages(CourseSearchQuery, { query: ' ' }).query).toEqual(['Search query is required']);
    expect(messages(CuratedSearchQuery, { query: 'pe' }).query).toEqual(['Please enter at least 3 characters to search.']);
    expect(messages(CuratedSearchQuery, {}).query).toEqual(['Please enter at least 3 characters to search.']);
    expect(messages(CuratedSearchQuery, { query: 'x'.repeat(101) }).query).toEqual(['Search query must be at most 100 characters']);
  });
});

describe('courseInUseMessage', () => {
  it('names the games', () => {
    expect(courseInUseMessage(['Saturday Skins', 'Club Champs'])).toBe('Cannot delete course: it is used by Saturday Skins, Club Champs');
  });
});
