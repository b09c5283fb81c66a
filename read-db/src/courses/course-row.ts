import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

/** A row of `read.courses`, camel-cased. `createdBy` is null for a global course. */
export const CourseRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  location: z.string(),
  holes: z.union([z.literal(9), z.literal(18)]),
  imageUrl: z.string().nullable(),
  source: z.enum(['manual', 'directory_import', 'spreadsheet', 'curated']),
  sourceRef: z.string().nullable(),
  isGlobal: z.boolean(),
  createdBy: z.string().uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseRow = z.infer<typeof CourseRow>;

/** The select list producing a `CourseRow` from `read.courses c`. */
export const courseRowColumns: FragmentSqlToken = sql.fragment`
  c.id, c.name, c.location, c.holes, c.image_url AS "imageUrl", c.source, c.source_ref AS "sourceRef",
  c.is_global AS "isGlobal", c.created_by AS "createdBy", c.created_at AS "createdAt", c.updated_at AS "updatedAt"
`;

/** One hole as stored in `read.tee_sets.holes`; `strokeIndex` is the scorecard's handicap row. */
export const HoleRow = z.object({
  holeNumber: z.number().int(),
  par: z.number().int(),
  strokeIndex: z.number().int(),
  yardage: z.number().int().nullable(),
});
export type HoleRow = z.infer<typeof HoleRow>;

/** A row of `read.tee_sets` with its holes ordered by hole number. */
export const TeeSetRow = z.object({
  teeSetId: z.string().uuid(),
  courseId: z.string().uuid(),
  name: z.string(),
  color: z.enum(['black', 'gold', 'blue', 'white', 'green', 'red']),
  rating: z.number(),
  slope: z.number().int(),
  totalYardage: z.number().int().nullable(),
  holes: z.array(HoleRow),
});
export type TeeSetRow = z.infer<typeof TeeSetRow>;

/** The select list producing a `TeeSetRow` from `read.tee_sets t`. */
export const teeSetRowColumns: FragmentSqlToken = sql.fragment`
  t.id AS "teeSetId", t.course_id AS "courseId", t.name, t.color, t.rating, t.slope,
  t.total_yardage AS "totalYardage", t.holes
`;

/** The predicate "the user sees course c": a global course or their own. */
export const visibleTo = (userId: string | null): FragmentSqlToken => sql.fragment`(c.is_global OR c.created_by = ${userId}::uuid)`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a uuid at all: anything else is simply not found, never a SQL error. */
export const isUuid = (id: string) => uuidPattern.test(id);
