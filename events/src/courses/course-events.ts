import { z } from 'zod';
import { defineEvent, type EventOf } from '../define-event.ts';

/** Where a course came from: typed in, the external directory, a spreadsheet, or the curated list. */
export const CourseSourceData = z.enum(['manual', 'directory_import', 'spreadsheet', 'curated']);

export const TeeColorData = z.enum(['black', 'gold', 'blue', 'white', 'green', 'red']);

/**
 * One hole of a tee set. `strokeIndex` (the scorecard's "handicap" row) ranks the holes for
 * giving handicap strokes: 1 first, up to the course's hole count, each used once per tee set.
 */
export const HoleData = z.object({
  holeNumber: z.number().int().min(1).max(18),
  par: z.number().int().min(3).max(6),
  strokeIndex: z.number().int().min(1).max(18),
  yardage: z.number().int().min(0).nullable(),
});
export type HoleData = z.infer<typeof HoleData>;

/** A whole tee set as recorded: every tee event carries all of it, holes ordered by number. */
export const TeeSetData = z.object({
  teeSetId: z.string().uuid(),
  name: z.string(),
  color: TeeColorData,
  /** Course rating: the expected score of a scratch player from this tee. */
  rating: z.number(),
  /** Slope rating: difficulty for a bogey player relative to a scratch one, 113 standard. */
  slope: z.number().int(),
  totalYardage: z.number().int().nullable(),
  holes: z.array(HoleData),
});
export type TeeSetData = z.infer<typeof TeeSetData>;

/**
 * A course was added to the library. A user course has `createdBy`; a global one (made by a
 * super admin, who is in the event metadata) has `isGlobal` and no `createdBy`.
 */
export const CourseCreated = defineEvent(
  'CourseCreated',
  1,
  z.object({
    courseId: z.string().uuid(),
    source: CourseSourceData,
    /** The id of the course in its source (directory id, curated slug, sheet name), when there is one. */
    sourceRef: z.string().nullable(),
    isGlobal: z.boolean(),
    createdBy: z.string().uuid().nullable(),
    name: z.string(),
    location: z.string(),
    holes: z.union([z.literal(9), z.literal(18)]),
    imageUrl: z.string().nullable(),
    teeSets: z.array(TeeSetData),
  }),
);

/** Only the fields that changed are present; imageUrl null means "removed". */
export const CourseUpdated = defineEvent(
  'CourseUpdated',
  1,
  z.object({
    courseId: z.string().uuid(),
    changes: z.object({
      name: z.string().optional(),
      location: z.string().optional(),
      holes: z.union([z.literal(9), z.literal(18)]).optional(),
      imageUrl: z.string().nullable().optional(),
    }),
  }),
);

export const CourseDeleted = defineEvent('CourseDeleted', 1, z.object({ courseId: z.string().uuid() }));

export const TeeSetAdded = defineEvent('TeeSetAdded', 1, z.object({ courseId: z.string().uuid(), teeSet: TeeSetData }));

/** The tee set as it is after the change, whole. */
export const TeeSetUpdated = defineEvent('TeeSetUpdated', 1, z.object({ courseId: z.string().uuid(), teeSet: TeeSetData }));

/** The tee set as it was when removed, whole. */
export const TeeSetRemoved = defineEvent('TeeSetRemoved', 1, z.object({ courseId: z.string().uuid(), teeSet: TeeSetData }));

export const courseEvents = [CourseCreated, CourseUpdated, CourseDeleted, TeeSetAdded, TeeSetUpdated, TeeSetRemoved] as const;
export type CourseEvent = EventOf<(typeof courseEvents)[number]>;
