import { teePar } from '@golf/golf';
import type { DirectoryCourseDetailView } from '@golf/contracts';
import type { DirectoryCourse } from '../directory/directory-schemas.ts';
import { mapDirectoryCourse } from '../directory/map-directory-course.ts';

/**
 * The detail panel of a directory course: the course exactly as an import would create it
 * (the same mapping the import job uses), so what the golfer checks is what they get.
 * Throws `UnusableDirectoryCourseError` when the course cannot be imported.
 */
export function directoryCourseDetail(directoryCourse: DirectoryCourse): DirectoryCourseDetailView {
  const { course, warnings, notes } = mapDirectoryCourse(directoryCourse);
  return {
    id: directoryCourse.id,
    name: course.name,
    clubName: directoryCourse.club_name?.trim() || null,
    location: course.location,
    holes: course.holes,
    teeSets: course.teeSets.map((tee) => ({
      name: tee.name,
      color: tee.color,
      rating: tee.rating,
      slope: tee.slope,
      totalYardage: tee.totalYardage,
      parTotal: teePar(
        tee.holes.map((hole) => hole.par),
        course.holes,
      ),
      holes: tee.holes.map((hole) => ({ holeNumber: hole.holeNumber, par: hole.par, handicap: hole.strokeIndex, yardage: hole.yardage })),
    })),
    warnings,
    notes,
  };
}
