import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AddRoundBody, GameIdParam, GameRoundParams, RoundCommandResponse, UpdateRoundBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { canSeeCourse } from '../../courses/course-access.ts';
import { loadCourse } from '../../courses/course.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { loadTrip } from '../../trips/trip-command-runner.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter } from '../answers/game-answers.ts';
import { isGame } from '@golf/events';
import { roundViewOf } from '../answers/game-views.ts';
import { roundNumberParam } from '../lookups/route-params.ts';
import { decideChooseRoundCourse } from './decide.ts';

/** Whether the course is one of the trip's venues, as the trip's stream has them. */
async function tripHasCourse(deps: AppDeps, tripId: string, courseId: string): Promise<boolean> {
  const trip = await loadTrip(deps, tripId);
  return trip.status === 'active' && trip.courses.some((course) => course.courseId === courseId);
}

/** Sets the round's course (one of the caller's library, or one the game plays already) and answers the round. */
async function chooseCourse(
  deps: AppDeps,
  request: FastifyRequest,
  gameId: string,
  roundNumber: number,
  courseId: string,
  mayAddRound: boolean,
) {
  const loaded = (await loadCourse(deps.store, courseId)).state;
  const course = loaded.status === 'active' ? loaded : null;
  const user = signedInUser(request);
  const facts = course
    ? { id: course.id, holes: course.holes, inLibrary: canSeeCourse(course, { userId: user.id, isSuperAdmin: user.isSuperAdmin }) }
    : null;
  const outcome = await runGameCommand(deps, request, gameId, async (state, actor) => {
    // A venue of the game's trip is offered to every game of the trip, whoever's library holds it.
    const tripId = isGame(state) ? state.tripId : null;
    const onTrip = facts && !facts.inLibrary && tripId ? await tripHasCourse(deps, tripId, facts.id) : false;
    return decideChooseRoundCourse(
      { actor, roundNumber, course: facts && { ...facts, inLibrary: facts.inLibrary || onTrip }, mayAddRound },
      state,
    );
  });
  if (!course) throw new Error(`Course ${courseId} is missing after the round took it`);
  const game = gameAfter(outcome);
  const round = game.rounds.find((r) => r.roundNumber === roundNumber);
  if (!round) throw new Error(`Round ${roundNumber} is missing after its course was chosen`);
  const summary = {
    id: course.id,
    name: course.name,
    location: course.location,
    holes: course.holes,
    isGlobal: course.isGlobal,
    createdBy: course.createdBy,
  };
  return { round: roundViewOf(game.id, round, summary), position: outcome.position.toString() };
}

/**
 * POST /api/games/{id}/rounds: the course of round N (1 … numberOfRounds), or a new round
 * N = numberOfRounds + 1. PATCH /api/games/{id}/rounds/{n}: another course for round n.
 */
export function choosingRoundCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const responses = { 200: RoundCommandResponse, ...errorResponses(400, 401, 403, 404, 409, 422) };
    app.post(
      '/games/:id/rounds',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Choose the course of a round, or add a round after the last (roundNumber = numberOfRounds + 1)',
          security: bearerAuth,
          params: GameIdParam,
          body: AddRoundBody,
          response: responses,
        },
      },
      async (request) => chooseCourse(deps, request, request.params.id, request.body.roundNumber, request.body.courseId, true),
    );
    app.patch(
      '/games/:id/rounds/:roundNumber',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Change the course of a round',
          security: bearerAuth,
          params: GameRoundParams,
          body: UpdateRoundBody,
          response: responses,
        },
      },
      async (request) =>
        chooseCourse(deps, request, request.params.id, roundNumberParam(request.params.roundNumber), request.body.courseId, false),
    );
  };
}
