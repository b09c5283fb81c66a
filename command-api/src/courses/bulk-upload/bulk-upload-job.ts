import type { Job } from 'bullmq';
import type { BulkUploadResult } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { ConflictError } from '../../commands/domain-error.ts';
import { jobCommandContext } from '../../jobs/job-command-context.ts';
import { commandFailure, JobFailure, runFailingClearly, type JobLog } from '../../jobs/job-failure.ts';
import { createCourse } from '../creating-course/create-course.ts';
import { CourseWorkbookError } from '../spreadsheet/course-workbook-error.ts';
import { parseCourseSheets } from '../spreadsheet/parse-course-workbook.ts';
import { WHOLE_SHEET } from '../spreadsheet/read-course-rows.ts';
import { BulkUploadJobData } from './bulk-upload-job-data.ts';

/** Progress of an upload, in percent: the workbook is read, then each course is saved up to `saved`. */
export const UPLOAD_PROGRESS = { read: 10, saved: 95, done: 100 } as const;

export type BulkUploadJobDeps = { app: Pick<AppDeps, 'store' | 'pool' | 'clock'>; log: JobLog };

function uploadFailure(error: unknown): JobFailure | null {
  if (error instanceof JobFailure) return error;
  if (error instanceof CourseWorkbookError) return new JobFailure(400, error.message, false, { cause: error });
  return commandFailure(error);
}

/**
 * The `course-bulk-upload` job: read the workbook, then create each sound worksheet's course
 * as a global course (source 'spreadsheet', sourceRef its worksheet). A worksheet with any bad
 * row creates nothing and its errors are listed; a course that already exists is skipped.
 */
export function bulkUploadJob(deps: BulkUploadJobDeps) {
  return async function bulkUpload(job: Job<BulkUploadJobData, BulkUploadResult>, token?: string): Promise<BulkUploadResult> {
    return runFailingClearly(
      job,
      async () => {
        const data = BulkUploadJobData.parse(job.data);
        if (data.fileBase64 === null) throw new JobFailure(400, 'This upload has already been processed: upload the file again.', false);
        const parsed = await parseCourseSheets(Buffer.from(data.fileBase64, 'base64'), data.filename);
        await job.updateProgress(UPLOAD_PROGRESS.read);
        const result: BulkUploadResult = { courses: [], errors: [...parsed.errors], skipped: [], position: null };
        for (const [index, { sheet, course }] of parsed.courses.entries()) {
          const input = { ...course, imageUrl: null, source: 'spreadsheet', sourceRef: sheet, isGlobal: true } as const;
          try {
            const created = await createCourse(deps.app, input, jobCommandContext(job, data.userId, deps.app.clock(), `sheet-${index}`));
            result.courses.push({ id: created.courseId, name: course.name, location: course.location, sheet });
            result.position = created.position;
          } catch (error) {
            if (error instanceof ConflictError && /already exists/i.test(error.message)) {
              result.skipped.push({ sheet, name: course.name, location: course.location, message: error.message });
            } else {
              const refused = commandFailure(error);
              if (refused === null) throw error;
              result.errors.push({ sheet, row: 1, column: WHOLE_SHEET, message: refused.message });
            }
          }
          const share = (index + 1) / parsed.courses.length;
          await job.updateProgress(Math.round(UPLOAD_PROGRESS.read + share * (UPLOAD_PROGRESS.saved - UPLOAD_PROGRESS.read)));
        }
        // The bytes have served their purpose; the job (and its result) stays a day without them.
        await job.updateData({ ...job.data, fileBase64: null });
        await job.updateProgress(UPLOAD_PROGRESS.done);
        return result;
      },
      uploadFailure,
      deps.log,
      { token },
    );
  };
}
