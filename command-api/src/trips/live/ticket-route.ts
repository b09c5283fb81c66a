import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveTicketResponse, TripParams } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { issueLiveTicket } from '../../auth/live-ticket.ts';
import { requireUser, signedInSession } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireTripViewer, tripReadOf } from '../trip-read-gate.ts';

/** POST /api/trips/{id}/live-ticket: a one-minute ticket that opens this trip's live stream, for its members. */
export function tripLiveTicketRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/trips/:id/live-ticket',
      {
        onRequest: requireUser(deps),
        preHandler: requireTripViewer(deps),
        schema: {
          tags: ['trips'],
          summary: 'A short-lived ticket for the trip’s live stream (EventSource cannot send the token in a header)',
          security: bearerAuth,
          params: TripParams,
          response: { 200: LiveTicketResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        issueLiveTicket(
          { kind: 'session', claims: signedInSession(request) },
          `trip:${tripReadOf(request).id}`,
          deps.config.JWT_SECRET,
          deps.clock(),
        ),
    );
  };
}
