import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogoutResponse, authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { requireUser, signedInSession } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { handleUserCommand } from '../user-command.ts';
import { decideSignOut } from './decide.ts';

/**
 * POST /api/auth/logout: ends the session of the token sent, on the server. The token is refused
 * from then on, by this process at once and by the others within seconds; the user's other
 * sessions (other phones) go on.
 */
export function signingOutRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/logout',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Sign out: end this session on the server',
          security: bearerAuth,
          response: { 200: LogoutResponse, ...errorResponses(401) },
        },
      },
      async (request) => {
        const { userId, sessionId, expiresAt } = signedInSession(request);
        const outcome = await handleUserCommand(
          deps,
          userId,
          (state) => decideSignOut({ userId, sessionId, expiresAt }, state),
          commandContextOf(request, userId, deps.clock()),
        );
        return { message: authMessages.signedOut, position: outcome.position.toString() };
      },
    );
  };
}
