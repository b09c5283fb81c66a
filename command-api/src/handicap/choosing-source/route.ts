import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChooseHandicapSourceBody, ChooseHandicapSourceResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { handleUserCommand } from '../../auth/user-command.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { decideChooseHandicapSource } from './decide.ts';

/** PATCH /api/users/me/handicap: "use my app index" on the profile, kept as an event on the user's stream. */
export function choosingSourceRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/users/me/handicap',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['handicap'],
          summary: 'Choose the index filled in when you join a game: the app’s Handicap Index or the one you typed',
          security: bearerAuth,
          body: ChooseHandicapSourceBody,
          response: { 200: ChooseHandicapSourceResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const outcome = await handleUserCommand(
          deps,
          userId,
          (state) => decideChooseHandicapSource({ userId, useAppIndex: request.body.useAppIndex }, state),
          commandContextOf(request, userId, deps.clock()),
        );
        const useAppIndex = outcome.state.status === 'registered' && outcome.state.useAppIndex;
        return { useAppIndex, position: outcome.position.toString() };
      },
    );
  };
}
