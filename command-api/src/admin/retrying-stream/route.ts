import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages, CommandPosition, RetryStreamBody } from '@golf/contracts';
import { STREAM_RETRIES_STREAM, streamRetryEvents } from '@golf/events';
import { listSetAsideStreams } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { commandHandler, type Aggregate } from '../../commands/handle-command.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';

/** The retries stream holds requests only: nothing to fold, each one stands alone. */
const retriesAggregate: Aggregate<null> = { initialState: null, evolve: () => null, events: streamRetryEvents };
const handleRetries = commandHandler(retriesAggregate);

/**
 * POST /api/admin/set-aside-streams/retry: asks the projector to project a set-aside stream again
 * (after a fix is deployed), by appending StreamRetryRequested to the retries stream. The
 * projector meets it in order with every other event: the stream's held events go through and it
 * leaves the list, or it stays with the new error. Answers the request's position: a read with
 * X-Min-Position at it shows the outcome. 404 for a stream that is not set aside.
 */
export function retryingStreamRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/set-aside-streams/retry',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['admin'],
          summary: 'Project a set-aside stream again, once a fix is deployed (super admins only)',
          security: bearerAuth,
          body: RetryStreamBody,
          response: { 200: CommandPosition, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const admin = signedInUser(request);
        const { stream } = request.body;
        const outcome = await handleRetries(
          deps.streamCache,
          STREAM_RETRIES_STREAM,
          async () => {
            const setAside = await listSetAsideStreams(deps.pool);
            if (!setAside.some((row) => row.stream === stream)) throw new NotFoundError(adminMessages.streamNotSetAside);
            return [{ type: 'StreamRetryRequested', data: { stream, requestedBy: admin.id } }];
          },
          { context: commandContextOf(request, admin.id, deps.clock()) },
        );
        return { position: outcome.position.toString() };
      },
    );
  };
}
