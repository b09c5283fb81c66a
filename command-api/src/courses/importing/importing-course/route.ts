import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseImportAnswer, DirectoryCourseId, ErrorBody, JobAccepted, JobWaitQuery } from '@golf/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { requireUser, signedInUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { enqueueOnce } from '../../../jobs/enqueue-job.ts';
import { courseImportJobId } from '../../../jobs/job-ids.ts';
import { WORKER_BACKOFF } from '../../../jobs/retry-backoff.ts';
import { answerQueuedJob } from '../../../jobs/wait-for-job.ts';
import type { CourseDirectoryClient } from '../../directory/course-directory-client.ts';
import { requireDirectory } from '../course-directory-of.ts';
import { directoryErrorResponses } from '../directory-responses.ts';
import { IMPORT_ATTEMPTS } from '../import-job-data.ts';

/**
 * POST /api/golf-courses/{id}/import: queues a `course-import` job and answers 202 `{ jobId }`
 * (follow it on GET /api/jobs/{jobId}). With `?wait=true` it waits up to ~10 s and answers the
 * result (course, name, warning) or the failure's status and message, else still 202. The same
 * user importing the same course again while the first job is pending gets that job.
 */
export function importingCourseRoute(deps: AppDeps, directory: CourseDirectoryClient | null, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id/import',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        preHandler: requireDirectory(directory),
        schema: {
          tags: ['course directory'],
          summary: 'Import a directory course into your library (a job; ?wait=true waits for it)',
          security: bearerAuth,
          params: DirectoryCourseId,
          querystring: JobWaitQuery,
          response: {
            200: CourseImportAnswer,
            202: JobAccepted,
            ...errorResponses(400, 401, 404, 409, 422, 429),
            500: ErrorBody,
            ...directoryErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const userId = signedInUser(request).id;
        const directoryId = request.params.id;
        const queue = deps.queues.courseImport;
        await deps.queues.ensureReachable();
        const jobId = await enqueueOnce(
          queue,
          courseImportJobId(userId, directoryId),
          'import',
          { userId, directoryId },
          {
            attempts: IMPORT_ATTEMPTS,
            backoff: WORKER_BACKOFF,
          },
        );
        return answerQueuedJob(reply, queue, jobId, request.query.wait);
      },
    );
  };
}
