import { readFileSync } from 'node:fs';
import type { DirectoryCourseInput } from '../directory-schemas.ts';

/*
 * Test support: the recorded directory courses in `fixtures/` (see fixtures/FIXTURES.md for
 * which values are real and which are fictional).
 */

const FILES = {
  bandonDunes: 'course-bandon-dunes.json',
  fixtureLinks: 'course-fixture-links.json',
  noHandicaps: 'course-fixture-meadows-no-handicaps.json',
  partialHandicaps: 'course-fixture-dunes-partial-handicaps.json',
  nineHoles: 'course-fixture-nine-holes.json',
  alphanumericId: 'course-fixture-heath-alphanumeric-id.json',
} as const;

export type DirectoryFixtureName = keyof typeof FILES;

/** The `GET /v1/courses/{id}` body of a fixture, read afresh (callers may change it). */
export function directoryCourseAnswer(name: DirectoryFixtureName): { course: DirectoryCourseInput } {
  const text = readFileSync(new URL(`./fixtures/${FILES[name]}`, import.meta.url), 'utf8');
  return JSON.parse(text) as { course: DirectoryCourseInput };
}

/** The course object of a fixture. */
export function directoryFixture(name: DirectoryFixtureName): DirectoryCourseInput {
  return directoryCourseAnswer(name).course;
}

/** Every fixture course, in a fixed order. */
export function allDirectoryFixtures(): DirectoryCourseInput[] {
  return (Object.keys(FILES) as DirectoryFixtureName[]).map(directoryFixture);
}
