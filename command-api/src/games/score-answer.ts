import type { HoleScoreView, ScoreChange, ScoreCommandResponse } from '@golf/contracts';
import { isGame, type Game, type GameState, type RecordedScore } from '@golf/events';
import { derivedScoreOfGame, type TeeHoles } from '@golf/golf';
import type { AppDeps } from '../app-deps.ts';
import type { CommandOutcome } from '../commands/handle-command.ts';
import { teeHolesOfRounds } from '../courses/course.ts';
import { gameAfter } from './game-command-runner.ts';

/**
 * The holes of the tees of the score's round (`roundOf` the game), read from the round's course
 * stream: what a score command decides with and answers net and points from. `forDecision` looks
 * them up from the game's state as the command read it and keeps them; `forAnswer` gives the kept
 * ones, or looks them up when nothing was decided now (a retry answered from its first run). None
 * for a state that is no game or a round it does not name (the decider refuses those).
 */
export function scoreTees(deps: Pick<AppDeps, 'folded'>, roundOf: (game: Game) => number | undefined) {
  const lookUp = (state: GameState): Promise<TeeHoles> => {
    const round = isGame(state) ? roundOf(state) : undefined;
    return isGame(state) && round !== undefined ? teeHolesOfRounds(deps, state, [round]) : Promise.resolve(new Map());
  };
  let decidedWith: TeeHoles | undefined;
  return {
    forDecision: async (state: GameState) => (decidedWith = await lookUp(state)),
    forAnswer: (state: GameState) => (decidedWith ? Promise.resolve(decidedWith) : lookUp(state)),
  };
}

/** What a score command recorded: nothing (the same value, or a retry of a command already applied) is `unchanged`. */
export function scoreChangeOf(outcome: CommandOutcome<GameState>): ScoreChange {
  const type = outcome.appended[0]?.type;
  if (type === 'ScoreEntered') return 'entered';
  if (type === 'ScoreCorrected') return 'corrected';
  return 'unchanged';
}

/**
 * The answer to a score command: the score as recorded in the game the command left (`scoreIn`),
 * with its net, points and strokes received derived now by @golf/golf from that game and the
 * round's `tees` (the same derivation the leaderboards use, so a read with the answer's position
 * shows the same values), whether it was entered, corrected or unchanged, and the position.
 */
export function scoreAnswer(
  outcome: CommandOutcome<GameState>,
  tees: TeeHoles,
  scoreIn: (game: Game) => RecordedScore | undefined,
): ScoreCommandResponse {
  const game = gameAfter(outcome);
  const recorded = scoreIn(game);
  const score = recorded ? holeScoreView(game, recorded, tees) : null;
  return { score, change: scoreChangeOf(outcome), position: outcome.position.toString() };
}

function holeScoreView(game: Game, score: RecordedScore, tees: TeeHoles): HoleScoreView {
  const { scoreId, playerId, roundNumber, holeNumber, strokes } = score;
  return { id: scoreId, gameId: game.id, playerId, roundNumber, holeNumber, strokes, ...derivedScoreOfGame(game, tees, score) };
}
