import type { FastifyRequest } from 'fastify';
import type { GameView } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { loadActiveCourses, teeHolesOfCourses, teeHolesOfRounds } from '../../courses/course.ts';
import { gameFigures, type TeeHoles } from '@golf/golf';
import type { CommandOutcome } from '../../commands/handle-command.ts';
import type { CallerAccess, GameActor } from '../access/access-rule.ts';
import { otherPhonesOfScorer } from '../access/other-phones.ts';
import { accessFactsOf, actorAccessOf } from '../access/require-access.ts';
import { actorOfRequest } from '../game.ts';
import { isGame, type Game, type GameState } from '@golf/events';
import { gameViewOfState, type GameFigures } from './game-views.ts';

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

const gameFiguresOf = (game: Game, tees: TeeHoles): GameFigures => gameFigures(game, { tees, courseNames: new Map() });

/** `{ game, position }`: what most game commands answer. */
export async function gameCommandAnswer(deps: AppDeps, request: FastifyRequest, outcome: CommandOutcome<GameState>) {
  const game = gameAfter(outcome);
  return { game: await gameViewAfter(deps, game, actorOfRequest(request)), position: outcome.position.toString() };
}
