import type { FastifyRequest } from 'fastify';
import { gameMessages } from '@golf/contracts';
import { evolveGame, foldGame, gameEvents, isGame, streamNames, type GameEvent, type GameState } from '@golf/events';
import type { AppDeps } from '../app-deps.ts';
import { ForbiddenError, NotFoundError } from '../commands/domain-error.ts';
import { commandHandler, type Aggregate, type CommandOutcome, type Decision } from '../commands/handle-command.ts';
import { signedInUser } from '../http/auth-guard.ts';
import { commandContextOf } from '../http/command-context.ts';
import { loadTrip } from '../trips/trip-command-runner.ts';
import { gameActorOf, tripRoleOf, type GameActor } from './access/access-rule.ts';
import { requireViewer } from './access/require-access.ts';

export const gameStream = (gameId: string) => streamNames.game(gameId);

export const gameAggregate: Aggregate<GameState> = {
  initialState: { status: 'absent' },
  evolve: evolveGame,
  fold: foldGame,
  events: gameEvents,
};

/** A command on a game's stream: `handleGame(deps.streamCache, gameStream(id), (state) => decide(command, state), { context })`. */
export const handleGame = commandHandler(gameAggregate);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a game (a uuid); anything else is simply not found. */
export function isGameId(id: string): boolean {
  return uuidPattern.test(id);
}

/** The signed-in user of a request, as an actor on games. */
export function actorOfRequest(request: FastifyRequest): GameActor {
  return gameActorOf(signedInUser(request));
}

/** A game decider's answer: its events, alone or with what it worked out beside them (a score's net and points). */
type GameDecision<Derived> = GameEvent[] | (Decision<Derived> & { events: GameEvent[] });

/**
 * One command on the game `gameId` for the signed-in user, in one call (handleGame: read, decide,
 * append, one at a time per game in this process, retries answered from their first run): an id
 * that cannot name a game is 404 before anything is read. The decider checks access
 * (access/require-access.ts); a retry of an earlier request (its Idempotency-Key) is answered only
 * while the caller still sees the game.
 */
export async function runGameCommand<Derived = unknown>(
  deps: AppDeps,
  request: FastifyRequest,
  gameId: string,
  decide: (state: GameState, actor: GameActor) => GameDecision<Derived> | Promise<GameDecision<Derived>>,
): Promise<CommandOutcome<GameState, Derived>> {
  if (!isGameId(gameId)) throw new NotFoundError(gameMessages.gameNotFound);
  const actor = actorOfRequest(request);
  try {
    return await handleGame(deps.streamCache, gameStream(gameId), (state) => decide(state, actor), {
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
  const { state } = await deps.streamCache.read(gameStream(gameId), gameAggregate);
  if (!isGame(state) || !state.tripId) return;
  const trip = await loadTrip(deps, state.tripId);
  if (trip.status === 'active' && tripRoleOf(trip.members, actorId) !== null) throw new ForbiddenError(gameMessages.tripViewerOnly);
}
