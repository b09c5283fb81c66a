import type { HoleScoreView, ScoreChange, ScoreCommandResponse } from '@golf/contracts';
import { isGame, type Game, type GameEvent, type GameState, type RecordedScore } from '@golf/events';
import type { AppDeps } from '../app-deps.ts';
import type { CommandOutcome } from '../commands/handle-command.ts';
import type { GameActor } from './access/access-rule.ts';
import { teeHolesOfRounds } from '../courses/course.ts';
import { gameAfter, runGameCommand } from './game-command-runner.ts';
import { gameAggregate, gameStream, isGameId } from './game.ts';
import type { FastifyRequest } from 'fastify';
import { derivedScoreOfGame, type TeeHoles } from '@golf/golf';

/** What a score command recorded: nothing (the same value, or a retry of a command already applied) is `unchanged`. */
export function scoreChangeOf(outcome: CommandOutcome<GameState>): ScoreChange {
  const type = outcome.appended[0]?.type;
  if (type === 'ScoreEntered') return 'entered';
  if (type === 'ScoreCorrected') return 'corrected';
  return 'unchanged';
}

/**
 * Runs a score command on the game `gameId` with the holes of the tees of the round it names
 * (read from the round's course stream once the game's stream is folded), and answers the score
 * as recorded with its net, points and strokes received derived now by @golf/golf from the
 * game's state and those tees: the same derivation the leaderboards use, so a read with the
 * answer's position shows the same values. Nothing here reads a read table.
 */
export async function runScoreCommand(
  deps: AppDeps,
  request: FastifyRequest,
  gameId: string,
  roundOf: (game: Game) => number | undefined,
  decide: (state: GameState, actor: GameActor, tees: TeeHoles) => GameEvent[],
  scoreIn: (game: Game) => RecordedScore | undefined,
): Promise<ScoreCommandResponse> {
  const teesOf = (game: Game) => {
    const round = roundOf(game);
    return round === undefined ? Promise.resolve<TeeHoles>(new Map()) : teeHolesOfRounds(deps, game, [round]);
  };
  const courseOf = (game: Game) => game.rounds.find((r) => r.roundNumber === roundOf(game))?.courseId;
  // The tees are looked up before the command reads the game's stream again (the fold is kept,
  // so that read fetches only newer events): the read → decide → append window holds no other I/O.
  const before = isGameId(gameId) ? (await deps.folded.read(gameStream(gameId), gameAggregate)).state : null;
  let teesFor = before && isGame(before) ? { courseId: courseOf(before), tees: await teesOf(before) } : null;
  const outcome = await runGameCommand(deps, request, gameId, async (state, actor) => {
    if (!isGame(state)) return decide(state, actor, new Map());
    if (!teesFor || teesFor.courseId !== courseOf(state)) teesFor = { courseId: courseOf(state), tees: await teesOf(state) };
    return decide(state, actor, teesFor.tees);
  });
  const game = gameAfter(outcome);
  const recorded = scoreIn(game);
  const tees = teesFor && teesFor.courseId === courseOf(game) ? teesFor.tees : await teesOf(game);
  const score = recorded ? holeScoreView(game, recorded, tees) : null;
  return { score, change: scoreChangeOf(outcome), position: outcome.position.toString() };
}

function holeScoreView(game: Game, score: RecordedScore, tees: TeeHoles): HoleScoreView {
  const { scoreId, playerId, roundNumber, holeNumber, strokes } = score;
  return { id: scoreId, gameId: game.id, playerId, roundNumber, holeNumber, strokes, ...derivedScoreOfGame(game, tees, score) };
}
