import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { CommandPosition } from '../errors/error-body.ts';
import { courseMessages } from './course-messages.ts';
import { CourseView, HoleCount } from './course-view.ts';
import { TeeColor } from './tee-color.ts';

export const CuratedCourseType = z.enum(['Public', 'Resort', 'Municipal', 'Semi-Private']);

export const CuratedTeeResult = z.object({
  name: z.string(),
  color: TeeColor,
  rating: z.number(),
  slope: z.number().check(z.int()),
  totalYardage: z.nullable(z.number().check(z.int())),
  /** Yards of each hole, hole 1 first, or null when not published. */
  yardages: z.nullable(z.array(z.number().check(z.int()))),
});
export type CuratedTeeResult = z.infer<typeof CuratedTeeResult>;

/** One course of the curated directory (/courses/search), in the spec's curated result shape plus its `id`. */
export const CuratedSearchResult = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  holes: HoleCount,
  imageUrl: z.nullable(z.string()),
  /** The course rating of its longest tee (as CourseView.rating). */
  rating: z.nullable(z.number()),
  type: CuratedCourseType,
  tees: z.array(CuratedTeeResult),
  /** Par of each hole, hole 1 first. */
  pars: z.array(z.number().check(z.int())),
  /** Stroke index of each hole, hole 1 first: a permutation of 1..holes. */
  strokeIndexes: z.array(z.number().check(z.int())),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
});
export type CuratedSearchResult = z.infer<typeof CuratedSearchResult>;

/** GET /api/curated-courses/search?query=: 3 to 100 characters, matched against name and location. */
export const CuratedSearchQuery = z.object({
  query: z
    .string({ error: typeError({ required: courseMessages.searchQueryTooShort, invalid: courseMessages.searchQueryTooShort }) })
    .check(z.trim(), z.minLength(3, courseMessages.searchQueryTooShort), z.maxLength(100, courseMessages.searchQueryTooLong)),
});
export type CuratedSearchQuery = z.infer<typeof CuratedSearchQuery>;

export const CuratedSearchResponse = z.object({ courses: z.array(CuratedSearchResult) });
export type CuratedSearchResponse = z.infer<typeof CuratedSearchResponse>;

/** POST /api/curated-courses/{id}/add: the course created, with all its tees. */
export const CuratedAddResponse = z.merge(z.object({ course: CourseView }), CommandPosition);
export type CuratedAddResponse = z.infer<typeof CuratedAddResponse>;
