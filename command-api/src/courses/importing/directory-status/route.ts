import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DirectoryStatusView } from '@golf/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { requireUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { isDirectoryConfigured } from '../course-directory-of.ts';

/** GET /api/golf-courses/status: whether this server has a course directory, so the lookup screen can say so plainly. */
export function directoryStatusRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/status',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['course directory'],
          summary: 'Whether the external course directory is configured on this server',
          security: bearerAuth,
          response: { 200: DirectoryStatusView, ...errorResponses(401) },
        },
      },
      async () => ({ configured: isDirectoryConfigured(deps.config) }),
    );
  };
}
