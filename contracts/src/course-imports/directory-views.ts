import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { courseMessages } from '../courses/course-messages.ts';
import { TeeColor } from '../courses/tee-color.ts';
import { HoleCount } from '../courses/course-view.ts';

/** Texts of the external course directory routes (/api/golf-courses). */
export const directoryMessages = {
  notConfigured: 'The course directory is not configured on this server. Add the course manually, or ask an admin to upload a spreadsheet.',
  courseIdRequired: 'A course id is required.',
} as const;

/** GET /api/golf-courses/status: whether COURSE_DIRECTORY_URL and COURSE_DIRECTORY_KEY are set. */
export const DirectoryStatusView = z.object({ configured: z.boolean() });
export type DirectoryStatusView = z.infer<typeof DirectoryStatusView>;

/** The 503 of every other /api/golf-courses route when no directory is configured. */
export const DirectoryNotConfiguredBody = z.object({ message: z.string(), configured: z.literal(false) });
export type DirectoryNotConfiguredBody = z.infer<typeof DirectoryNotConfiguredBody>;

/** GET /api/golf-courses/search?query=: enabled for more than 2 characters, at most 100. */
export const DirectorySearchQuery = z.object({
  query: z
    .string({ error: typeError({ required: courseMessages.searchQueryTooShort, invalid: courseMessages.searchQueryTooShort }) })
    .check(z.trim(), z.minLength(3, courseMessages.searchQueryTooShort), z.maxLength(100, courseMessages.searchQueryTooLong)),
});
export type DirectorySearchQuery = z.infer<typeof DirectorySearchQuery>;

/** A directory id: numeric today, possibly alphanumeric tomorrow, always a string here. */
export const DirectoryCourseId = z.object({
  id: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, directoryMessages.courseIdRequired),
      z.maxLength(100, 'A course id has at most 100 characters'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'A course id is made of letters, digits, - and _'),
    ),
});

/** One hole of a directory tee, in hole order; `handicap` is its stroke index. */
export const DirectoryHoleResult = z.object({
  par: z.nullable(z.number()),
  yardage: z.nullable(z.number()),
  handicap: z.nullable(z.number()),
});

export const DirectoryTeeResult = z.object({
  tee_name: z.nullable(z.string()),
  course_rating: z.nullable(z.number()),
  slope_rating: z.nullable(z.number()),
  par_total: z.nullable(z.number()),
  total_yards: z.nullable(z.number()),
  number_of_holes: z.nullable(z.number()),
  holes: z.array(DirectoryHoleResult),
});
export type DirectoryTeeResult = z.infer<typeof DirectoryTeeResult>;

/** The spec's "External course search result", in the directory's own (snake_case) shape. */
export const ExternalCourseSearchResult = z.object({
  id: z.string(),
  course_name: z.nullable(z.string()),
  club_name: z.nullable(z.string()),
  location: z.object({ city: z.nullable(z.string()), state: z.nullable(z.string()), country: z.nullable(z.string()) }),
  tees: z.object({ male: z.array(DirectoryTeeResult), female: z.array(DirectoryTeeResult) }),
});
export type ExternalCourseSearchResult = z.infer<typeof ExternalCourseSearchResult>;

export const DirectorySearchResponse = z.object({ courses: z.array(ExternalCourseSearchResult) });
export type DirectorySearchResponse = z.infer<typeof DirectorySearchResponse>;

/**
 * Something the golfer should check after an import that still succeeds.
 * `missing_handicap_data`: no stroke indexes, so holes were numbered 1..n in order;
 * `partial_handicap_data`: some were missing or repeated and were filled in.
 */
export const ImportWarningView = z.object({
  type: z.enum(['missing_handicap_data', 'partial_handicap_data']),
  message: z.string(),
});
export type ImportWarningView = z.infer<typeof ImportWarningView>;

/** A tee set as an import would create it; `handicap` is the hole's stroke index. */
export const DirectoryTeeSetView = z.object({
  name: z.string(),
  color: TeeColor,
  rating: z.number(),
  slope: z.number().check(z.int()),
  totalYardage: z.nullable(z.number()),
  parTotal: z.number().check(z.int()),
  holes: z.array(
    z.object({
      holeNumber: z.number().check(z.int()),
      par: z.number().check(z.int()),
      handicap: z.number().check(z.int()),
      yardage: z.nullable(z.number()),
    }),
  ),
});
export type DirectoryTeeSetView = z.infer<typeof DirectoryTeeSetView>;

/**
 * GET /api/golf-courses/{id}: the course as an import would create it (the detail panel), with
 * the stroke-index warnings and the notes on values that were replaced or left out.
 */
export const DirectoryCourseDetailView = z.object({
  id: z.string(),
  name: z.string(),
  clubName: z.nullable(z.string()),
  location: z.string(),
  holes: HoleCount,
  teeSets: z.array(DirectoryTeeSetView),
  warnings: z.array(ImportWarningView),
  notes: z.array(z.string()),
});
export type DirectoryCourseDetailView = z.infer<typeof DirectoryCourseDetailView>;
