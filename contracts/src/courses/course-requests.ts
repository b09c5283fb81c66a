import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { CommandPosition } from '../errors/error-body.ts';
import { courseMessages } from './course-messages.ts';
import { CourseSummaryView, CourseView } from './course-view.ts';
import { isBlank, requiredText } from './form-values.ts';
import { ImportedTeeBody, ImportedHoleBody } from './imported-tee-body.ts';

const name = () => requiredText(courseMessages.requiredFields, 200);
const location = () => requiredText(courseMessages.requiredFields, 200);

/** 9 or 18; a form may send it as a string. Blank takes `fallback` (18 on create). */
const holeCount = (fallback: 9 | 18 | undefined) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? fallback : typeof value === 'string' ? Number(value.trim()) : value)),
    z.union([z.literal(9), z.literal(18)], { error: courseMessages.holeCount }),
  );

/** Whether `text` is an absolute http(s) URL (no javascript:, data: or file: links). */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) URL, or blank → null. */
const imageUrl = () =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value)),
    z.nullable(
      z
        .string({ error: typeError({ invalid: courseMessages.imageUrl }) })
        .check(z.maxLength(2000, courseMessages.imageUrl), z.refine(isWebUrl, courseMessages.imageUrl)),
    ),
  );

/** The course form (POST /api/admin/courses takes exactly this): name, location, holes, imageUrl. */
export const CourseFormBody = z.object({
  name: name(),
  location: location(),
  holes: holeCount(18),
  imageUrl: z.pipe(
    z.optional(imageUrl()),
    z.transform((value) => value ?? null),
  ),
});
export type CourseFormBody = z.infer<typeof CourseFormBody>;

/**
 * POST /api/courses: the course form, plus from the import path its `tees` and `holesData`
 * (one entry per hole, hole 1 first) shared by every tee that brings no holes of its own.
 */
export const CreateCourseBody = z
  .extend(CourseFormBody, {
    tees: z.optional(z.array(ImportedTeeBody).check(z.maxLength(20, 'A course can have at most 20 tee sets'))),
    holesData: z.optional(z.array(ImportedHoleBody).check(z.maxLength(18, 'A course has at most 18 holes'))),
  })
  .check(
    z.superRefine((body, context) => {
      const tees = body.tees ?? [];
      if (body.holesData && tees.length === 0) {
        context.addIssue({ code: 'custom', path: ['tees'], message: 'holesData needs at least one tee to belong to' });
      }
      if (body.holesData && body.holesData.length !== body.holes) {
        context.addIssue({ code: 'custom', path: ['holesData'], message: `holesData must have ${body.holes} holes, one per hole` });
      }
      tees.forEach((tee, index) => {
        const holes = tee.holesData ?? body.holesData;
        if (!holes)
          context.addIssue({ code: 'custom', path: ['tees', index, 'holesData'], message: `Tee ${tee.name} needs its holes (holesData)` });
        else if (holes.length !== body.holes) {
          context.addIssue({
            code: 'custom',
            path: ['tees', index, 'holesData'],
            message: `Tee ${tee.name} must have ${body.holes} holes, one per hole`,
          });
        }
      });
    }),
  );
export type CreateCourseBody = z.infer<typeof CreateCourseBody>;

/** POST /api/admin/courses: a global course (super admins only). */
export const CreateGlobalCourseBody = CourseFormBody;
export type CreateGlobalCourseBody = CourseFormBody;

/** PATCH /api/courses/{id}: only the fields present change. */
export const UpdateCourseBody = z.partial(
  z.object({
    name: name(),
    location: location(),
    holes: holeCount(undefined),
    imageUrl: imageUrl(),
  }),
);
export type UpdateCourseBody = z.infer<typeof UpdateCourseBody>;

/** A command's answer: the course after it, and the position of its last event (send as X-Min-Position). */
export const CourseCommandResponse = z.merge(z.object({ course: CourseView }), CommandPosition);
export type CourseCommandResponse = z.infer<typeof CourseCommandResponse>;

/** GET /api/courses?includeTees=true: tee sets with holes in one call; without it, tee sets without holes. */
export const CourseListQuery = z.object({
  includeTees: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: 'includeTees must be true or false' })),
    z.transform((value) => value === 'true'),
  ),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

export const CourseListResponse = z.union([z.array(CourseView), z.array(CourseSummaryView)]);
export type CourseListResponse = CourseView[] | CourseSummaryView[];

/** GET /api/courses/search?query=: the caller's library by name and location. */
export const CourseSearchQuery = z.object({
  query: z
    .string({ error: typeError({ required: courseMessages.searchQueryRequired, invalid: courseMessages.searchQueryRequired }) })
    .check(z.trim(), z.minLength(1, courseMessages.searchQueryRequired), z.maxLength(100, courseMessages.searchQueryTooLong)),
});
export type CourseSearchQuery = z.infer<typeof CourseSearchQuery>;
export const CourseSearchResponse = z.array(CourseSummaryView);
export type CourseSearchResponse = z.infer<typeof CourseSearchResponse>;

/** DELETE answers: the position of the deleting event. */
export const DeletedResponse = CommandPosition;
export type DeletedResponse = z.infer<typeof DeletedResponse>;
