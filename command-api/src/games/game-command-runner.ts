import type { FastifyRequest } from 'fastify';
import { gameMessages, type GameAccessLevel, type GameView } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { getRoundCourseSummaries } from '@golf/read-db';
import type { AppDeps } from '../app-deps.ts';
import { NotFoundError } from '../commands/domain-error.ts';
import { handleCommand, type CommandOutcome } from '../commands/handle-command.ts';
import { signedInUser } from '../http/auth-guard.ts';
import { commandContextOf } from '../http/command-context.ts';
import { accessFactsOf, accessLevelOf } from './game-access.ts';
import { gameAggregate, gameStream, isGame, isGameId, type Game, type GameState } from './game.ts';
import { gameViewOfState } from './game-views.ts';

/**
 * Runs a command on the game `gameId` for the signed-in user: an id that cannot name a game is
 * 404 before anything is read. The decider checks access (game-access.ts).
 */
export function runGameCommand(
  deps: AppDeps,
  request: FastifyRequest,
  gameId: string,
  decide: (state: GameState, actorId: string) => GameEvent[],
): Promise<CommandOutcome<GameState>> {
  if (!isGameId(gameId)) throw new NotFoundError(gameMessages.gameNotFound);
  const actorId = signedInUser(request).id;
  return handleCommand(deps.store, gameAggregate, gameStream(gameId), (state) => decide(state, actorId), commandContextOf(request, actorId, deps.clock()));
}

/** The game a command left; a command that ends without a game is a bug, not a refusal. */
export function gameAfter(outcome: CommandOutcome<GameState>): Game {
  if (!isGame(outcome.state)) throw new Error('The command left no game');
  return outcome.state;
}

/** The caller's level in the game (a command's caller always has one: the decider checked it). */
export function levelOf(game: Game, userId: string): GameAccessLevel {
  return accessLevelOf(accessFactsOf(game), userId) ?? 'viewer';
}

/** The game view of a command answer: the state it left, with its rounds' courses from the read side. */
export async function gameViewAfter(deps: AppDeps, game: Game, userId: string): Promise<GameView> {
  const courses = await getRoundCourseSummaries(deps.pool, game.rounds.map((r) => r.courseId));
  return gameViewOfState(game, levelOf(game, userId), courses);
}

/** `{ game, position }`: what most game commands answer. */
export async function gameCommandAnswer(deps: AppDeps, request: FastifyRequest, outcome: CommandOutcome<GameState>) {
  const game = gameAfter(outcome);
  return { game: await gameViewAfter(deps, game, signedInUser(request).id), position: outcome.position.toString() };
}
