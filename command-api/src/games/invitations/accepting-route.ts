import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptInvitationResponse, InvitationParams, sharingMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCredentialsByEmail } from '../../auth/credentials.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { actorOfRequest, runGameCommand, isGameId } from '../game.ts';
import { accessAfter, gameAfter } from '../answers/game-answers.ts';
import { decideAcceptInvitation, invitedShare } from './decide.ts';
import { grantOfInvitationToken } from './invitation-token.ts';

/**
 * POST /api/games/{id}/invitations/{token}/accept: the join screen's 'Enter Game' for an e-mail
 * invitation. The invitee's own share opens as it is; a share no account holds yet becomes the
 * caller's (InvitationAccepted), so an invitee who signs up with another address still lands in
 * the game; another account's share is refused (403).
 */
export function acceptingInvitationRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/invitations/:token/accept',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['sharing'],
          summary: 'Accept an e-mail invitation: open the game with the level it gives',
          security: bearerAuth,
          params: InvitationParams,
          response: { 200: AcceptInvitationResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const gameId = request.params.id.toLowerCase();
        const grantId = isGameId(gameId) ? grantOfInvitationToken(deps.config.JWT_SECRET, gameId, request.params.token) : null;
        if (!grantId) throw new NotFoundError(sharingMessages.invitationNotFound);
        const outcome = await runGameCommand(deps, request, gameId, async (state, actor) => {
          const email = invitedShare(state, grantId)?.email;
          const addressHolderId = email ? ((await findCredentialsByEmail(deps.pool, email))?.userId ?? null) : null;
          return decideAcceptInvitation({ actor, grantId, addressHolderId }, state);
        });
        const access = accessAfter(gameAfter(outcome), actorOfRequest(request));
        return { gameId, accessLevel: access.level, myPlayerIds: access.playerIds, position: outcome.position.toString() };
      },
    );
  };
}
