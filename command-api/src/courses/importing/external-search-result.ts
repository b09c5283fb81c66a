import type { DirectoryTeeResult, ExternalCourseSearchResult } from '@golf/contracts';
import type { DirectoryCourse, DirectoryTee } from '../directory/directory-schemas.ts';

function teeResult(tee: DirectoryTee): DirectoryTeeResult {
  return {
    tee_name: tee.tee_name ?? null,
    course_rating: tee.course_rating ?? null,
    slope_rating: tee.slope_rating ?? null,
    par_total: tee.par_total ?? null,
    total_yards: tee.total_yards ?? null,
    number_of_holes: tee.number_of_holes ?? null,
    holes: (tee.holes ?? []).map((hole) => ({ par: hole.par ?? null, yardage: hole.yardage ?? null, handicap: hole.handicap ?? null })),
  };
}

/** A directory course as the spec's "External course search result": the directory's shape, id as a string, gaps as null. */
export function externalSearchResultOf(course: DirectoryCourse): ExternalCourseSearchResult {
  const location = course.location;
  return {
    id: course.id,
    course_name: course.course_name ?? null,
    club_name: course.club_name ?? null,
    location: { city: location?.city ?? null, state: location?.state ?? null, country: location?.country ?? null },
    tees: { male: (course.tees?.male ?? []).map(teeResult), female: (course.tees?.female ?? []).map(teeResult) },
  };
}
