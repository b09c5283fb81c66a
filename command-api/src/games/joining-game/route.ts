import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, JoinGameBody, JoinGameResponse, gameMessages, sharingMessages } from '@golf/contracts';
import { findGameByCode } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSessionOf } from '../../auth/sessions/bearer-session.ts';
import { issueGuestToken } from '../../auth/session-token.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { NotFoundError, UnauthorizedError } from '../../commands/domain-error.ts';
import { idempotencyKeyOf } from '../../http/command-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestToken } from '../access/game-caller.ts';
import { runGameCommand, isGameId } from '../game.ts';
import { accessAfter, gameAfter } from '../answers/game-answers.ts';
import type { GuessThrottle } from '../../http/guess-throttle.ts';
import { guessScopeOf } from '../access/code-guesses.ts';
import { gameActorOf } from '../access/access-rule.ts';
import { decideJoinGame } from './decide.ts';

const description = [
  'Enter one of the game’s access codes. Signed in, the level the code grants is recorded as your access',
  '(AccessGranted via code); with a player code, `playerId` picks the player you score for, among those nobody',
  'else scores for yet. Signed out, a viewer code gives a spectator’s `guestToken` (read-only, this game only,',
  'until the codes are regenerated): send it as the bearer token. Player and admin codes need an account (401),',
  'so every score has a person behind it. A wrong code answers 404 like a missing game. Wrong codes are throttled per',
  'client address and per game (429 with Retry-After); a right code is never refused to a client that has not guessed.',
].join(' ');

/** POST /api/games/{id}/join: the join screen's 'Enter Game'. */
export function joiningGameRoute(deps: AppDeps, guesses: GuessThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/join',
      {
        schema: {
          tags: ['sharing'],
          summary: 'Join a game with its admin, player or viewer code',
          description,
          params: GameIdParam,
          body: JoinGameBody,
          response: { 200: JoinGameResponse, ...errorResponses(400, 401, 404, 409, 429) },
        },
      },
      async (request) => {
        const gameId = request.params.id.toLowerCase();
        const scope = guessScopeOf(request, gameId);
        await guesses.check(scope);
        try {
          return await joinWith(request, gameId);
        } catch (error) {
          // A wrong code (or a game that is not there) is a guess that failed: counted, then answered as before.
          if (error instanceof NotFoundError && error.message === gameMessages.invalidAccessCode) await guesses.failed(scope);
          throw error;
        }
      },
    );

    /** The join itself: a signed-in user's grant, or a spectator's pass for a viewer code. */
    async function joinWith(request: FastifyRequest<{ Body: JoinGameBody }>, gameId: string) {
      if (!isGameId(gameId)) throw new NotFoundError(gameMessages.invalidAccessCode);
      const { code } = request.body;
      const session = await bearerSessionOf(deps, requestToken(request));
      // An ended session is said so (the app then forgets the token), not taken for a visitor.
      if (session.kind === 'ended') throw new UnauthorizedError(session.message);

      if (session.kind === 'user') {
        const { user } = session;
        request.user = user;
        request.session = session.claims;
        const key = idempotencyKeyOf(request);
        const grantId = key ? derivedUuid(`join:${gameId}:${user.id}:${key}`) : randomUUID();
        const playerId = request.body.playerId?.toLowerCase() ?? null;
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideJoinGame({ actor, grantId, code, playerId }, state),
        );
        const access = accessAfter(gameAfter(outcome), gameActorOf(user));
        return {
          gameId,
          accessLevel: access.level,
          myPlayerIds: access.playerIds,
          guestToken: null,
          position: outcome.position.toString(),
        };
      }

      const found = await findGameByCode(deps.pool, code);
      if (!found || found.gameId !== gameId) throw new NotFoundError(gameMessages.invalidAccessCode);
      if (found.accessLevel !== 'viewer') throw new UnauthorizedError(sharingMessages.signInToJoin(found.accessLevel));
      const guestToken = await issueGuestToken({ gameId, viewCode: code }, deps.config.JWT_SECRET, deps.clock());
      return { gameId, accessLevel: 'viewer' as const, myPlayerIds: [], guestToken, position: null };
    }
  };
}
