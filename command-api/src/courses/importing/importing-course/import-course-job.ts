import type { Job } from 'bullmq';
import type { CourseImportResult } from '@golf/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { jobCommandContext } from '../../../jobs/job-command-context.ts';
import { commandFailure, JobFailure, runFailingClearly, type JobLog } from '../../../jobs/job-failure.ts';
import { createCourse } from '../../creating-course/create-course.ts';
import type { CourseDirectoryClient } from '../../directory/course-directory-client.ts';
import { CourseDirectoryError, DIRECTORY_MESSAGES } from '../../directory/course-directory-error.ts';
import { mapDirectoryCourse, UnusableDirectoryCourseError } from '../../directory/map-directory-course.ts';
import { CourseImportJobData } from '../import-job-data.ts';

/** Progress of an import, in percent, as each step starts. */
export const IMPORT_PROGRESS = { fetching: 25, mapping: 50, saving: 90, done: 100 } as const;

export type ImportCourseJobDeps = {
  app: Pick<AppDeps, 'store' | 'pool' | 'clock'>;
  /** Null when the worker has no directory configured: every import then fails saying so. */
  directory: CourseDirectoryClient | null;
  log: JobLog;
};

/**
 * Only a directory that is out (502) or slow (504) is worth trying again; a rejected key, an
 * unknown course, a duplicate or a scorecard that breaks the rules will not change by waiting.
 */
export function importFailure(error: unknown): JobFailure | null {
  if (error instanceof CourseDirectoryError) {
    const retryable = (error.status === 502 || error.status === 504) && error.message !== DIRECTORY_MESSAGES.rejectedKey;
    return new JobFailure(error.status, error.message, retryable, { cause: error });
  }
  if (error instanceof UnusableDirectoryCourseError) return new JobFailure(422, error.message, false, { cause: error });
  return commandFailure(error);
}

/**
 * The `course-import` job: fetch the directory course, map it (with its stroke-index
 * warnings), and issue the create-course command for the user who asked, as a course of
 * source 'directory_import' whose sourceRef is the directory id.
 */
export function importCourseJob(deps: ImportCourseJobDeps) {
  return async function importCourse(job: Job<CourseImportJobData, CourseImportResult>, token?: string): Promise<CourseImportResult> {
    return runFailingClearly(
      job,
      async () => {
        const { userId, directoryId } = CourseImportJobData.parse(job.data);
        if (deps.directory === null) throw new JobFailure(502, 'The course directory is not configured on the job worker.', false);
        await job.updateProgress(IMPORT_PROGRESS.fetching);
        const found = await deps.directory.getCourse(directoryId);
        await job.updateProgress(IMPORT_PROGRESS.mapping);
        const { course, warnings, notes } = mapDirectoryCourse(found);
        await job.updateProgress(IMPORT_PROGRESS.saving);
        const input = { ...course, imageUrl: null, source: 'directory_import', sourceRef: found.id, isGlobal: false } as const;
        const created = await createCourse(deps.app, input, jobCommandContext(job, userId, deps.app.clock()));
        await job.updateProgress(IMPORT_PROGRESS.done);
        const [warning] = warnings;
        return {
          course: { id: created.courseId, name: course.name },
          name: course.name,
          ...(warning ? { warning } : {}),
          warnings,
          notes,
          position: created.position,
        };
      },
      (error) => (error instanceof JobFailure ? error : importFailure(error)),
      deps.log,
      { token },
    );
  };
}
