import type { FastifyRequest } from 'fastify';
import { gameMessages, type GameView } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import type { AppDeps } from '../app-deps.ts';
import { loadActiveCourses, teeHolesOfCourses, teeHolesOfRounds } from '../courses/course.ts';
import { gameLeaderboards, type TeeHoles } from '@golf/golf';
import { ForbiddenError, NotFoundError } from '../commands/domain-error.ts';
import { loadTrip } from '../trips/trip-command-runner.ts';
import { tripRoleOf } from './access/access-rule.ts';
import type { CommandOutcome } from '../commands/handle-command.ts';
import { signedInUser } from '../http/auth-guard.ts';
import { commandContextOf } from '../http/command-context.ts';
import type { CallerAccess, GameActor } from './access/access-rule.ts';
import { otherPhonesOfScorer } from './access/other-phones.ts';
import { accessFactsOf, actorAccessOf, requireViewer } from './access/require-access.ts';
import { gameAggregate, gameStream, handleGame, isGameId } from './game.ts';
import { isGame, type Game, type GameState } from '@golf/events';
import { gameViewOfState, type GameFigures } from './game-views.ts';

/** The signed-in user of a request, as an actor on games. */
export function actorOfRequest(request: FastifyRequest): GameActor {
  const { id, email } = signedInUser(request);
  return { id, email };
}

/**
 * One command on the game `gameId` for the signed-in user, in one call (handleGame: read, decide,
 * append, one at a time per game in this process, retries answered from their first run): an id
 * that cannot name a game is 404 before anything is read. The decider checks access
 * (access/require-access.ts); a retry of an earlier request (its Idempotency-Key) is answered only
 * while the caller still sees the game.
 */
export async function runGameCommand(
  deps: AppDeps,
  request: FastifyRequest,
  gameId: string,
  decide: (state: GameState, actor: GameActor) => GameEvent[] | Promise<GameEvent[]>,
): Promise<CommandOutcome<GameState>> {
  if (!isGameId(gameId)) throw new NotFoundError(gameMessages.gameNotFound);
  const actor = actorOfRequest(request);
  try {
    return await handleGame(deps.folded, gameStream(gameId), (state) => decide(state, actor), {
      context: commandContextOf(request, actor.id, deps.clock()),
      // A retry is answered only to a caller who still sees the game (a stranger or a revoked share: 404).
      authorizeReplay: (state) => requireViewer(state, actor),
    });
  } catch (error) {
    if (error instanceof NotFoundError && error.message === gameMessages.gameNotFound) await refuseTripViewer(deps, gameId, actor.id);
    throw error;
  }
}

/**
 * A member of the game's trip views the game (access-rule.ts) but holds no grant in its stream,
 * so its commands find no access for them: they are told they may only look (403), as a viewer
 * is, rather than that the game they are looking at does not exist.
 */
async function refuseTripViewer(deps: AppDeps, gameId: string, actorId: string): Promise<void> {
  const { state } = await deps.folded.read(gameStream(gameId), gameAggregate);
  if (!isGame(state) || !state.tripId) return;
  const trip = await loadTrip(deps, state.tripId);
  if (trip.status === 'active' && tripRoleOf(trip.members, actorId) !== null) throw new ForbiddenError(gameMessages.tripViewerOnly);
}

/** The game a command left; a command that ends without a game is a bug, not a refusal. */
export function gameAfter(outcome: CommandOutcome<GameState>): Game {
  if (!isGame(outcome.state)) throw new Error('The command left no game');
  return outcome.state;
}

/** The caller's access to the game a command left (a command's caller has one: the decider checked it). */
export function accessAfter(game: Game, actor: GameActor): CallerAccess {
  return actorAccessOf(game, actor) ?? { level: 'viewer', grant: null, playerIds: [] };
}

/**
 * The game view of a command answer: the state it left, with its rounds' courses from their own
 * streams and the totals and quotas golf/ works out from both, as the read side shows them.
 */
export async function gameViewAfter(deps: AppDeps, game: Game, actor: GameActor): Promise<GameView> {
  const courses = await loadActiveCourses(
    deps,
    game.rounds.map((r) => r.courseId),
  );
  const summaries = new Map(
    [...courses].map(([id, { name, location, holes, isGlobal, createdBy }]) => [id, { id, name, location, holes, isGlobal, createdBy }]),
  );
  const access = accessAfter(game, actor);
  const onOtherPhones = otherPhonesOfScorer(accessFactsOf(game), actor, access.playerIds);
  return gameViewOfState(game, { ...access, onOtherPhones }, summaries, gameFiguresOf(game, teeHolesOfCourses(courses)));
}

/** The totals and quotas of a game (`gameViewAfter`'s), for answers that show players or player rounds alone. */
export async function gameFiguresAfter(deps: AppDeps, game: Game): Promise<GameFigures> {
  return gameFiguresOf(game, await teeHolesOfRounds(deps, game));
}

const gameFiguresOf = (game: Game, tees: TeeHoles): GameFigures => gameLeaderboards(game, { tees, courseNames: new Map() });

/** `{ game, position }`: what most game commands answer. */
export async function gameCommandAnswer(deps: AppDeps, request: FastifyRequest, outcome: CommandOutcome<GameState>) {
  const game = gameAfter(outcome);
  return { game: await gameViewAfter(deps, game, actorOfRequest(request)), position: outcome.position.toString() };
}
