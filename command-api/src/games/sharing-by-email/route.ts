import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, ShareCommandResponse, ShareWithUserBody } from '@golf/contracts';
import type { AccessGrant } from '@golf/events';
import type { AppDeps } from '../../app-deps.ts';
import { findCredentialsByEmail } from '../../auth/credentials.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { gameInvitationEmail } from '../../email/game-invitation-email.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { idempotencyKeyOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { shareViewsOf } from '../access/share-views.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter } from '../answers/game-answers.ts';
import type { Game } from '@golf/events';
import { decideShareWithUser } from './decide.ts';
import { linkBaseFor } from '../../http/link-base.ts';
import { invitationToken } from '../invitations/invitation-token.ts';
import { takeInvitation } from './invitation-limit.ts';

/** The share of the address (or of its account) in the game after the command. */
function shareOf(game: Game, email: string, userId: string | null): AccessGrant {
  const grant = game.access.find(
    (candidate) => candidate.via !== 'creator' && ((userId !== null && candidate.userId === userId) || candidate.email === email),
  );
  if (!grant) throw new Error(`The share with ${email} is missing after sharing`);
  return grant;
}

/**
 * POST /api/games/{id}/share-with-user: an admin shares the game with an e-mail address, which
 * need not have an account yet (the share applies once one is created with it). The recipient
 * is sent an invitation with a link to the game's join screen on this share (the `email` job;
 * one per share and level), which opens it signed out too.
 * 201 for a new share; 200 when the address had access already (changed, or unchanged); 429
 * past SHARE_INVITATIONS_PER_HOUR shares of the game by this user (invitation-limit.ts).
 */
export function sharingByEmailRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/share-with-user',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['sharing'],
          summary: 'Share a game with an e-mail address (admin, player or viewer), sending an invitation',
          security: bearerAuth,
          params: GameIdParam,
          body: ShareWithUserBody,
          response: { 200: ShareCommandResponse, 201: ShareCommandResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const gameId = request.params.id;
        const { accessLevel: level, playerName } = request.body;
        const email = request.body.email.toLowerCase();
        await takeInvitation(deps, signedInUser(request).id, gameId);
        // The write side's reservation of addresses, current even for an account made a moment ago.
        const userId = (await findCredentialsByEmail(deps.pool, email))?.userId ?? null;
        const key = idempotencyKeyOf(request);
        // Nothing is shared while the invitation could not be queued (503: docs/decisions/0118-a-request-that-would-queue-a-job-while-redis-is-away-answers.md).
        await deps.queues.ensureReachable();
        const grantId = key ? derivedUuid(`share:${gameId}:${signedInUser(request).id}:${key}`) : randomUUID();
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideShareWithUser({ actor, grantId, email, userId, level, playerName }, state),
        );
        const game = gameAfter(outcome);
        const grant = shareOf(game, email, userId);
        const [share] = await shareViewsOf(deps, game.id, [grant], game.players);
        const sharer = signedInUser(request);
        const sharedBy = [sharer.firstName, sharer.lastName].filter(Boolean).join(' ').trim() || sharer.username;
        // The link opens the game's join screen on this share, signed in or out (invitations/).
        const invite = invitationToken(deps.config.JWT_SECRET, game.id, grant.grantId);
        const link = `${linkBaseFor(deps.config, request)}/game/${game.id}/join?invite=${invite}`;
        const invitation = gameInvitationEmail({
          to: email,
          gameName: game.name,
          sharedBy,
          level: grant.level,
          link,
          hasAccount: userId !== null,
        });
        // Redis lost since the check above: the share stands but its invitation is not queued, so
        // the answer is 503 and the same request sent again (a repeat share changes nothing) queues it.
        await enqueueEmail(deps.queues.email, `game-invite-${grant.grantId}-${grant.level}`, invitation);
        const created = outcome.appended.some((event) => event.type === 'GameShared') || (outcome.replayed && grant.grantId === grantId);
        return reply.status(created ? 201 : 200).send({ share: share!, created, position: outcome.position.toString() });
      },
    );
  };
}
