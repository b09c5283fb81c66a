import { z } from 'zod/mini';
import { TeeColor } from './tee-color.ts';

/** Where a course came from. */
export const CourseSource = z.enum(['manual', 'directory_import', 'spreadsheet', 'curated']);
export type CourseSource = z.infer<typeof CourseSource>;

export const HoleCount = z.union([z.literal(9), z.literal(18)]);

/** One hole of a tee set. `handicap` is the hole's stroke index (1..holes), as the spec names it. */
export const HoleView = z.object({
  holeNumber: z.number().check(z.int()),
  par: z.number().check(z.int()),
  handicap: z.number().check(z.int()),
  yardage: z.nullable(z.number().check(z.int())),
});
export type HoleView = z.infer<typeof HoleView>;

/** A tee set without its holes: what a course card's chips show. */
export const TeeSetSummaryView = z.object({
  id: z.string().check(z.uuid()),
  courseId: z.string().check(z.uuid()),
  name: z.string(),
  color: TeeColor,
  /** Course rating: the expected score of a scratch player from this tee. */
  rating: z.number(),
  /** Slope rating, 55..155, 113 standard. */
  slope: z.number().check(z.int()),
  totalYardage: z.nullable(z.number().check(z.int())),
});
export type TeeSetSummaryView = z.infer<typeof TeeSetSummaryView>;

/** A tee set with its holes, ordered by hole number. */
export const TeeSetView = z.extend(TeeSetSummaryView, { holes: z.array(HoleView) });
export type TeeSetView = z.infer<typeof TeeSetView>;

const courseFields = {
  id: z.string().check(z.uuid()),
  name: z.string(),
  location: z.string(),
  holes: HoleCount,
  imageUrl: z.nullable(z.string()),
  /**
   * The course rating of the course's longest tee set (highest totalYardage, else highest
   * rating); null without tee sets. Not a star rating: nothing is shown "out of 5".
   */
  rating: z.nullable(z.number()),
  source: CourseSource,
  /** A global course is everyone's; only super admins create or change it. */
  isGlobal: z.boolean(),
  /** The owner of a user course; null for a global course. */
  createdBy: z.nullable(z.string().check(z.uuid())),
  createdAt: z.string(),
};

/** A course with its tee sets and their holes (GET /api/courses/{id}, ?includeTees=true, command answers). */
export const CourseView = z.object({ ...courseFields, teeSets: z.array(TeeSetView) });
export type CourseView = z.infer<typeof CourseView>;

/** A course in a plain list or search: its tee sets without holes. */
export const CourseSummaryView = z.object({ ...courseFields, teeSets: z.array(TeeSetSummaryView) });
export type CourseSummaryView = z.infer<typeof CourseSummaryView>;
