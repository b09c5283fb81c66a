import { readFileSync } from 'node:fs';
import type { CuratedSearchResult } from '@golf/contracts';
import { courseRating } from './course-rating.ts';
import type { NewCourseInput } from './creating-course/create-course.ts';
import { validateCuratedCourse, type CuratedCourse } from './curated-directory/curated-course.ts';

/** Hits of one curated search, at most (the directory is small; this only bounds the answer). */
export const CURATED_SEARCH_LIMIT = 50;

/** Reads and checks the shipped directory; a broken entry stops the app at start, never at a user's search. */
function loadCatalog(): readonly CuratedCourse[] {
  const raw: unknown = JSON.parse(readFileSync(new URL('./curated-directory/curated-courses.json', import.meta.url), 'utf8'));
  if (!Array.isArray(raw)) throw new Error('curated-courses.json must hold a list of courses');
  for (const course of raw) {
    const problems = validateCuratedCourse(course);
    if (problems.length > 0) throw new Error(`curated-courses.json: ${(course as { id?: string }).id ?? '?'}: ${problems.join('; ')}`);
  }
  return raw as CuratedCourse[];
}

let catalog: readonly CuratedCourse[] | null = null;

/** The curated directory of real public courses (/courses/search), loaded once. */
export function curatedCourses(): readonly CuratedCourse[] {
  catalog ??= loadCatalog();
  return catalog;
}

/** Courses whose name or location contains `query` (case-insensitive), by name. */
export function searchCuratedCourses(query: string, courses: readonly CuratedCourse[] = curatedCourses()): CuratedCourse[] {
  const term = query.trim().toLowerCase();
  if (term === '') return [];
  return courses
    .filter((course) => course.name.toLowerCase().includes(term) || course.location.toLowerCase().includes(term))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, CURATED_SEARCH_LIMIT);
}

export function findCuratedCourse(id: string, courses: readonly CuratedCourse[] = curatedCourses()): CuratedCourse | null {
  return courses.find((course) => course.id === id) ?? null;
}

/** A directory entry in the spec's curated result shape, plus its id. */
export function curatedSearchResultOf(course: CuratedCourse): CuratedSearchResult {
  return {
    id: course.id,
    name: course.name,
    location: course.location,
    holes: course.holes,
    imageUrl: course.imageUrl,
    rating: courseRating(course.tees),
    type: course.type,
    tees: course.tees.map((tee) => ({ ...tee, yardages: tee.yardages ? [...tee.yardages] : null })),
    pars: [...course.pars],
    strokeIndexes: [...course.strokeIndexes],
    phone: course.phone,
    website: course.website,
  };
}

/**
 * The course to create from a directory entry: every tee with the card's pars and stroke
 * indexes and its own published yardages (null where none are published).
 */
export function newCourseOfCurated(course: CuratedCourse): NewCourseInput {
  return {
    name: course.name,
    location: course.location,
    holes: course.holes,
    imageUrl: course.imageUrl,
    source: 'curated',
    sourceRef: course.id,
    isGlobal: false,
    teeSets: course.tees.map((tee) => ({
      name: tee.name,
      color: tee.color,
      rating: tee.rating,
      slope: tee.slope,
      totalYardage: tee.totalYardage,
      holes: course.pars.map((par, index) => ({
        holeNumber: index + 1,
        par,
        strokeIndex: course.strokeIndexes[index] ?? 0,
        yardage: tee.yardages?.[index] ?? null,
      })),
    })),
  };
}
