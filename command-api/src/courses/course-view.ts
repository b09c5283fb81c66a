import type { CourseSummaryView, CourseView, HoleView, TeeSetSummaryView, TeeSetView } from '@golf/contracts';
import type { ActiveCourse } from '@golf/events';
import { courseRating } from './course-rating.ts';

/** A tee set as the state and the read model both hold it. */
export interface TeeSetRecord {
  teeSetId: string;
  name: string;
  color: TeeSetView['color'];
  rating: number;
  slope: number;
  totalYardage: number | null;
  holes: readonly { holeNumber: number; par: number; strokeIndex: number; yardage: number | null }[];
}

/** The course fields a view shows, from the state or from a read row. */
export type CourseRecord = Omit<ActiveCourse, 'status' | 'teeSets' | 'sourceRef'>;

/** Holes by number, the stroke index named `handicap` as in the spec. */
export function holeViewsOf(holes: TeeSetRecord['holes']): HoleView[] {
  return [...holes]
    .sort((a, b) => a.holeNumber - b.holeNumber)
    .map((hole) => ({ holeNumber: hole.holeNumber, par: hole.par, handicap: hole.strokeIndex, yardage: hole.yardage }));
}

export function teeSetSummaryOf(courseId: string, teeSet: TeeSetRecord): TeeSetSummaryView {
  return {
    id: teeSet.teeSetId,
    courseId,
    name: teeSet.name,
    color: teeSet.color,
    rating: teeSet.rating,
    slope: teeSet.slope,
    totalYardage: teeSet.totalYardage,
  };
}

export function teeSetViewOf(courseId: string, teeSet: TeeSetRecord): TeeSetView {
  return { ...teeSetSummaryOf(courseId, teeSet), holes: holeViewsOf(teeSet.holes) };
}

function courseFieldsOf(course: CourseRecord, teeSets: readonly TeeSetRecord[]): Omit<CourseView, 'teeSets'> {
  return {
    id: course.id,
    name: course.name,
    location: course.location,
    holes: course.holes,
    imageUrl: course.imageUrl,
    rating: courseRating(teeSets),
    source: course.source,
    isGlobal: course.isGlobal,
    createdBy: course.isGlobal ? null : course.createdBy,
    createdAt: course.createdAt,
  };
}

/** A course with its tee sets and holes. */
export function courseViewOf(course: CourseRecord & { teeSets: readonly TeeSetRecord[] }): CourseView {
  return { ...courseFieldsOf(course, course.teeSets), teeSets: course.teeSets.map((teeSet) => teeSetViewOf(course.id, teeSet)) };
}

/** A course with its tee sets but not their holes. */
export function courseSummaryOf(course: CourseRecord & { teeSets: readonly TeeSetRecord[] }): CourseSummaryView {
  return { ...courseFieldsOf(course, course.teeSets), teeSets: course.teeSets.map((teeSet) => teeSetSummaryOf(course.id, teeSet)) };
}
