import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BulkUploadAnswer, ErrorBody, JobAccepted, JobWaitQuery } from '@golf/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { requireUser, signedInUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { enqueueOnce } from '../../../jobs/enqueue-job.ts';
import { bulkUploadJobId } from '../../../jobs/job-ids.ts';
import { answerQueuedJob } from '../../../jobs/wait-for-job.ts';
import { MAX_UPLOAD_BYTES } from '../bulk-upload-job-data.ts';
import { requireSuperAdmin } from '../../../http/require-super-admin.ts';
import { readUploadedFile } from './read-uploaded-file.ts';
import { BadRequestError } from '../../../commands/domain-error.ts';
import { refuseOversizedWorkbook } from '../../spreadsheet/workbook-limits.ts';

/**
 * POST /api/admin/courses/bulk-upload (super admins): a multipart .xlsx in field `file`, up to
 * 5 MB and, unpacked, within WORKBOOK_LIMITS (else 400 at once), queued as a `course-bulk-upload` job: 202 `{ jobId }`. With `?wait=true` it waits up to
 * ~10 s and answers `{ courses, errors, skipped }`, or 400 when the file is no course workbook.
 * The same file sent again while its job is pending gets that job.
 */
export function uploadingCoursesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this route reads multipart bodies; one file, plus a few form fields at most.
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
    app.post(
      '/bulk-upload',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['courses admin'],
          summary: 'Upload an .xlsx of courses, one per worksheet (a job; ?wait=true waits for it)',
          security: bearerAuth,
          consumes: ['multipart/form-data'],
          querystring: JobWaitQuery,
          response: { 200: BulkUploadAnswer, 202: JobAccepted, ...errorResponses(400, 401, 403, 422), 413: ErrorBody, 500: ErrorBody },
        },
      },
      async (request, reply) => {
        const userId = signedInUser(request).id;
        const { filename, bytes } = await readUploadedFile(request);
        await refuseOversizedWorkbook(bytes, filename).catch((error: unknown) => {
          throw new BadRequestError((error as Error).message);
        });
        const queue = deps.queues.courseBulkUpload;
        await deps.queues.ensureReachable();
        const data = { userId, filename, fileBase64: bytes.toString('base64') };
        const jobId = await enqueueOnce(queue, bulkUploadJobId(userId, bytes), 'upload', data, { attempts: 1 });
        return answerQueuedJob(reply, queue, jobId, request.query.wait);
      },
    );
  };
}
