import type { CreateCourseBody } from '@golf/contracts';
import type { ImportedTeeSet } from '../directory/course-import-model.ts';

/**
 * The tee sets a POST /api/courses body brings from the import path: each tee with its own
 * holesData, or else the course's holesData, numbered 1..n in the order given.
 */
export function teesOfBody(body: CreateCourseBody): ImportedTeeSet[] {
  return (body.tees ?? []).map((tee) => ({
    name: tee.name,
    color: tee.color,
    rating: tee.rating,
    slope: tee.slope,
    totalYardage: tee.totalYardage,
    holes: (tee.holesData ?? body.holesData ?? []).map((hole, index) => ({
      holeNumber: index + 1,
      par: hole.par,
      strokeIndex: hole.strokeIndex,
      yardage: hole.yardage,
    })),
  }));
}
