import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameMessages, LiveTicketResponse } from '@golf/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { issueLiveTicket } from '../../auth/live-ticket.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { bearerCallerOf, requestToken } from '../access/game-caller.ts';
import { readAccessOf } from '../access/read-access.ts';
import { isGameId } from '../game.ts';

/**
 * POST /api/games/{id}/live-ticket: a one-minute ticket that opens this game's live stream
 * (`GET /api/games/{id}/live?ticket=…`), for whoever may watch it: the session token stays in the
 * Authorization header of this call and out of the stream's URL (and so out of access logs).
 */
export function liveTicketRoute(deps: AppDeps): FastifyPluginAsyncZod {
  /** Who asks, found before the body is read (decision 0725). */
  const callers = new WeakMap<object, Awaited<ReturnType<typeof bearerCallerOf>>>();
  return async (app) => {
    app.post(
      '/games/:id/live-ticket',
      {
        onRequest: async (request) => {
          callers.set(request, await bearerCallerOf(deps, requestToken(request)));
        },
        schema: {
          tags: ['games'],
          summary: 'A short-lived ticket for the game’s live stream (EventSource cannot send the token in a header)',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          response: { 200: LiveTicketResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { caller, holder } = callers.get(request) ?? (await bearerCallerOf(deps, requestToken(request)));
        if (!isGameId(request.params.id)) throw new NotFoundError(gameMessages.gameNotFound);
        const { gameId } = await readAccessOf(deps, request.params.id, caller, 'viewer');
        return issueLiveTicket(holder, `game:${gameId}`, deps.config.JWT_SECRET, deps.clock());
      },
    );
  };
}
