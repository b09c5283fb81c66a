import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvitationParams, InvitationView, sharingMessages } from '@golf/contracts';
import { getGameById, listGameAccess } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { provedHolderOf } from '../../auth/email-proof.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { gameViewOfRecord } from '../answers/game-views.ts';
import { grantOfInvitationToken } from './invitation-token.ts';

/**
 * GET /api/games/{id}/invitations/{token}: the join screen of an e-mail invitation, signed in or
 * out. The token is the key (only the invited address got it), so no sign-in is needed; the game
 * shows without its codes, since the invitation is not a code. Rate limited like a code lookup.
 */
export function readingInvitationRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/games/:id/invitations/:token',
      {
        config: { rateLimit },
        schema: {
          tags: ['sharing'],
          summary: 'What an e-mail invitation opens: the game, the level, the address it went to, and who may take it',
          params: InvitationParams,
          response: { 200: InvitationView, ...errorResponses(404, 429) },
        },
      },
      async (request) => {
        const gameId = request.params.id.toLowerCase();
        const grantId = grantOfInvitationToken(deps.config.JWT_SECRET, gameId, request.params.token);
        const grants = grantId ? await listGameAccess(deps.pool, gameId) : [];
        const share = grants.find((grant) => grant.grantId === grantId && grant.via === 'email_share');
        const record = share ? await getGameById(deps.pool, gameId) : null;
        if (!share?.email || !record) throw new NotFoundError(sharingMessages.invitationNotFound);
        // An account that only typed the address in does not hold the share (decision 0730).
        const addressHolder = share.userId === null ? await provedHolderOf(deps, share.email) : null;
        const game = gameViewOfRecord(record, { level: share.level, playerIds: [] });
        return {
          game: { ...game, adminCode: null, playerCode: null, viewCode: null },
          accessLevel: share.level,
          email: share.email,
          claimable: share.userId === null && addressHolder === null,
        };
      },
    );
  };
}
