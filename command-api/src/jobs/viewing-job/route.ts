import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobView, jobMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { findOwnJobView } from '../job-view.ts';

/** GET /api/jobs/{jobId}: state, progress and result of a job the caller started; anyone else's is 404. */
export function viewingJobRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/jobs/:jobId',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['jobs'],
          summary: 'A course import or bulk upload job: state, progress (0-100), result or error',
          security: bearerAuth,
          params: z.object({ jobId: z.string().max(200) }),
          response: { 200: JobView, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        await deps.queues.ensureReachable();
        const view = await findOwnJobView(deps.queues, request.params.jobId, signedInUser(request).id);
        if (view === null) throw new NotFoundError(jobMessages.notFound);
        return view;
      },
    );
  };
}
