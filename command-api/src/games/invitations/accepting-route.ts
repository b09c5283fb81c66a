import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptInvitationResponse, InvitationParams, sharingMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { decideConfirmEmail } from '../../auth/confirming-email/decide.ts';
import { provedHolderOf } from '../../auth/email-proof.ts';
import { handleUserCommand } from '../../auth/user-command.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameActorOf } from '../access/access-rule.ts';
import { runGameCommand, isGameId } from '../game.ts';
import { accessAfter, gameAfter } from '../answers/game-answers.ts';
import { decideAcceptInvitation, invitedShare } from './decide.ts';
import { grantOfInvitationToken } from './invitation-token.ts';

/**
 * POST /api/games/{id}/invitations/{token}/accept: the join screen's 'Enter Game' for an e-mail
 * invitation. The invitee's own share opens as it is; a share no account holds yet (and no account
 * proved its address) becomes the caller's (InvitationAccepted), so an invitee who signs up with
 * another address still lands in the game; another account's share is refused (403). The link
 * went only to the share's address, so an account whose address that is, unproved, proves it by
 * taking it (UserEmailConfirmed via 'invitation'), and its other shares to it open too.
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
        const invited: { email: string | null } = { email: null };
        const outcome = await runGameCommand(deps, request, gameId, async (state, actor) => {
          invited.email = invitedShare(state, grantId)?.email ?? null;
          const addressHolderId = invited.email ? await provedHolderOf(deps, invited.email) : null;
          return decideAcceptInvitation({ actor, grantId, addressHolderId }, state);
        });
        const user = signedInUser(request);
        let position = outcome.position;
        let actor = gameActorOf(user);
        const invitedEmail = invited.email;
        if (invitedEmail !== null && invitedEmail === user.email.toLowerCase() && !user.emailConfirmed) {
          const proved = await handleUserCommand(
            deps,
            user.id,
            (state) => decideConfirmEmail({ userId: user.id, email: invitedEmail, via: 'invitation' }, state),
            commandContextOf(request, user.id, deps.clock()),
          );
          if (proved.position > position) position = proved.position;
          actor = { id: user.id, email: user.email.toLowerCase() };
        }
        const access = accessAfter(gameAfter(outcome), actor);
        return { gameId, accessLevel: access.level, myPlayerIds: access.playerIds, position: position.toString() };
      },
    );
  };
}
