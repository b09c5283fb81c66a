import { z } from 'zod/mini';
import { ImportWarningView } from './directory-views.ts';

/** The BullMQ queues whose jobs GET /api/jobs/{jobId} shows. */
export const JOB_QUEUES = { courseImport: 'course-import', courseBulkUpload: 'course-bulk-upload' } as const;

/** The 202 of a command that runs as a job: poll GET /api/jobs/{jobId}. */
export const JobAccepted = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof JobAccepted>;

/** `?wait=true`: wait up to about 10 s for the job and answer its result (202 with the job id if it is still running). */
export const JobWaitQuery = z.object({
  wait: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: 'wait must be true or false' })),
    z.transform((value) => value === 'true'),
  ),
});
export type JobWaitQuery = z.infer<typeof JobWaitQuery>;

/** A job's life: waiting (queued, or pausing before a retry), active, then completed or failed. */
export const JobState = z.enum(['waiting', 'active', 'completed', 'failed']);
export type JobState = z.infer<typeof JobState>;

const position = z.string().check(z.regex(/^\d+$/));

/** What a finished directory import made: the spec's "course, name, warning.type". */
export const CourseImportResult = z.object({
  course: z.object({ id: z.string(), name: z.string() }),
  name: z.string(),
  /** The first (most serious) of `warnings`, for a toast. */
  warning: z.optional(ImportWarningView),
  warnings: z.array(ImportWarningView),
  /** Values the import replaced or left out (ratings, pars, tees), in words for the golfer. */
  notes: z.array(z.string()),
  /** Position of the course's events: send as X-Min-Position to read it. */
  position,
});
export type CourseImportResult = z.infer<typeof CourseImportResult>;

/** A problem in an uploaded workbook, located as it is found in Excel. */
export const WorkbookErrorView = z.object({ sheet: z.string(), row: z.number().check(z.int()), column: z.string(), message: z.string() });
export type WorkbookErrorView = z.infer<typeof WorkbookErrorView>;

/** What a bulk upload made: one course per sound worksheet, every problem of the others, and duplicates left alone. */
export const BulkUploadResult = z.object({
  courses: z.array(z.object({ id: z.string(), name: z.string(), location: z.string(), sheet: z.string() })),
  errors: z.array(WorkbookErrorView),
  /** Courses not created because one with the same name and location already exists. */
  skipped: z.array(z.object({ sheet: z.string(), name: z.string(), location: z.string(), message: z.string() })),
  /** Position of the last course created; null when none was. */
  position: z.nullable(position),
});
export type BulkUploadResult = z.infer<typeof BulkUploadResult>;

const jobFields = {
  id: z.string(),
  state: JobState,
  /** 0 to 100. */
  progress: z.number(),
  /** Tries so far; a job that failed on a directory outage is tried again after a pause. */
  attemptsMade: z.number().check(z.int()),
  /** Why a failed job failed, written for the golfer. */
  error: z.optional(z.string()),
};

export const CourseImportJobView = z.object({
  ...jobFields,
  queue: z.literal(JOB_QUEUES.courseImport),
  result: z.optional(CourseImportResult),
});
export const BulkUploadJobView = z.object({
  ...jobFields,
  queue: z.literal(JOB_QUEUES.courseBulkUpload),
  result: z.optional(BulkUploadResult),
});

/** GET /api/jobs/{jobId}: a job of the caller's (anyone else's answers 404). */
export const JobView = z.discriminatedUnion('queue', [CourseImportJobView, BulkUploadJobView]);
export type JobView = z.infer<typeof JobView>;

export const jobMessages = {
  notFound: 'Job not found',
} as const;

/** POST /api/golf-courses/{id}/import?wait=true when the import finished in time. */
export const CourseImportAnswer = z.extend(CourseImportResult, { jobId: z.string() });
export type CourseImportAnswer = z.infer<typeof CourseImportAnswer>;

/** POST /api/admin/courses/bulk-upload?wait=true when the upload finished in time. */
export const BulkUploadAnswer = z.extend(BulkUploadResult, { jobId: z.string() });
export type BulkUploadAnswer = z.infer<typeof BulkUploadAnswer>;
