import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MakeCupMatchBody, MakeCupMatchResponse, TripParams, tripMessages } from '@golf/contracts';
import { listPlayerNames, takenGameCodes } from '@golf/read-db';
import type { AppDeps } from '../../../app-deps.ts';
import { derivedUuid } from '../../../commands/derived-uuid.ts';
import { courseAggregate, courseStream } from '../../../courses/course.ts';
import { requireUuid } from '../../../courses/course-access.ts';
import { newGameCodes } from '../../../games/creating-game/game-codes.ts';
import { gameStream, handleGame } from '../../../games/game.ts';
import { requireUser, signedInUser } from '../../../http/auth-guard.ts';
import { commandContextOf, idempotencyKeyOf } from '../../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { loadTrip, runTripCommand } from '../../trip-command-runner.ts';
import { checkCupMatch, decideMakeCupMatch, type MakeCupMatch } from './decide.ts';
import { decideSetUpMatchGame } from './match-game.ts';
import { matchPlayersOf } from './match-players.ts';

/**
 * POST /api/trips/{id}/cup/matches: an organizer or a captain makes a match of a session. Its
 * game is created first, set up whole (decision 0825), then the match is recorded on the trip's
 * stream; bad input is refused before anything is written. With an Idempotency-Key the match and
 * game ids derive from it, so a retry finds both and creates nothing twice.
 */
export function makingMatchRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/trips/:id/cup/matches',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Make a match of the cup, played as a game of the trip (organizers and captains)',
          security: bearerAuth,
          params: TripParams,
          body: MakeCupMatchBody,
          response: { 201: MakeCupMatchResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const tripId = requireUuid(request.params.id, tripMessages.tripNotFound);
        const actorId = signedInUser(request).id;
        const key = idempotencyKeyOf(request);
        const matchId = key ? derivedUuid(`cup-match:${actorId}:${tripId}:${key}`) : randomUUID();
        const gameId = derivedUuid(`cup-match-game:${matchId}`);
        const { body } = request;
        const [trip, course, names] = await Promise.all([
          loadTrip(deps, tripId),
          deps.streamCache.read(courseStream(body.courseId), courseAggregate).then((folded) => folded.state),
          listPlayerNames(deps.pool, body.teams.flat()),
        ]);
        const command: MakeCupMatch = { actorId, matchId, gameId, body, course, nameOf: (id) => names.get(id) ?? `User ${id}` };
        const madeAlready = trip.status === 'active' && trip.cup?.matches.some((m) => m.matchId === matchId);
        if (!madeAlready) {
          const checked = checkCupMatch(command, trip);
          const [sides, codes] = await Promise.all([
            matchPlayersOf(deps, body.teams),
            newGameCodes((candidates) => takenGameCodes(deps.pool, candidates)),
          ]);
          const { made } = checked;
          await handleGame(
            deps.store,
            gameStream(gameId),
            (state) =>
              decideSetUpMatchGame(
                {
                  gameId,
                  actorId,
                  tripId,
                  codes,
                  match: { matchId, session: made.session, format: made.format, points: made.points },
                  sides,
                  course: { courseId: made.courseId, holes: checked.holes, tee: checked.tee },
                },
                state,
              ),
            { context: commandContextOf(request, actorId, deps.clock()) },
          );
        }
        const outcome = await runTripCommand(deps, request, tripId, (state, actor) =>
          decideMakeCupMatch({ ...command, actorId: actor }, state),
        );
        return reply.status(201).send({ id: matchId, gameId, position: outcome.position.toString() });
      },
    );
  };
}
