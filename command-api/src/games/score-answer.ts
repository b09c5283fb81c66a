import type { HoleScoreView, ScoreChange, ScoreCommandResponse } from '@golf/contracts';
import { derivedScoreInGame, type GameRoundFacts, type TeeHole } from '@golf/golf';
import { getRoundTeeHoles, getTeeHoles, type TeeHoles } from '@golf/read-db';
import type { AppDeps } from '../app-deps.ts';
import type { CommandOutcome } from '../commands/handle-command.ts';
import { gameAfter } from './game-command-runner.ts';
import type { Game, GameState, RecordedScore } from './game-state.ts';

/** What a score command recorded: nothing (the same value, or a retry of a command already applied) is `unchanged`. */
export function scoreChangeOf(outcome: CommandOutcome<GameState>): ScoreChange {
  const type = outcome.appended[0]?.type;
  if (type === 'ScoreEntered') return 'entered';
  if (type === 'ScoreCorrected') return 'corrected';
  return 'unchanged';
}

/** The game's state as @golf/golf scores its rounds, with the holes of the tees its players chose. */
function roundFactsOf(game: Game, tees: ReadonlyMap<string, readonly TeeHole[]>): GameRoundFacts {
  return {
    scoringType: game.scoringType,
    pointsSystem: game.pointsSystem,
    players: game.players.map((p) => ({ id: p.id, teamNumber: p.teamNumber })),
    rounds: game.rounds.map((r) => ({ roundNumber: r.roundNumber, courseHoles: r.courseHoles, started: r.status !== 'not_started' })),
    playerRounds: game.playerRounds,
    tees,
    scores: game.scores,
    quotaAdjustments: game.quotaAdjustments,
  };
}

/**
 * The hole score a command left, with its net, points and strokes received derived now by
 * @golf/golf from the game's state and its round's tees: the same derivation the projector
 * stores, so a read with the answer's position shows the same values (unless a handicap or tee
 * changed meanwhile). Only the tee holes come from the read side (they do not move with scores):
 * `roundTees`, looked up while the command ran, and any tee the state names that they lack.
 */
async function holeScoreView(deps: AppDeps, game: Game, score: RecordedScore, roundTees: ReadonlyMap<string, TeeHoles>): Promise<HoleScoreView> {
  const teeSetIds = game.playerRounds.filter((pr) => pr.roundNumber === score.roundNumber).flatMap((pr) => (pr.teeSetId ? [pr.teeSetId] : []));
  const missing = teeSetIds.filter((id) => !roundTees.has(id));
  const tees = missing.length === 0 ? roundTees : new Map([...roundTees, ...(await getTeeHoles(deps.pool, missing))]);
  const derived = derivedScoreInGame(roundFactsOf(game, tees), game.gameType, score);
  const { scoreId, playerId, roundNumber, holeNumber, strokes } = score;
  return { id: scoreId, gameId: game.id, playerId, roundNumber, holeNumber, strokes, ...derived };
}

/**
 * Runs a score command on round `roundNumber` of game `gameId` while the round's tees are looked
 * up on the read side (independent reads, so the answer costs no extra wait); answers both.
 */
export async function withRoundTees<T>(deps: AppDeps, gameId: string, roundNumber: number, command: Promise<T>): Promise<[T, ReadonlyMap<string, TeeHoles>]> {
  return Promise.all([command, getRoundTeeHoles(deps.pool, gameId, roundNumber)]);
}

/**
 * A score command's answer, without waiting for the projector: the score as recorded with its
 * derived values, what changed, and the position to send as X-Min-Position on the next read
 * (leaderboards follow once the projector has the command's events).
 */
export async function scoreAnswer(
  deps: AppDeps,
  [outcome, roundTees]: [CommandOutcome<GameState>, ReadonlyMap<string, TeeHoles>],
  scoreIn: (game: Game) => RecordedScore | undefined,
): Promise<ScoreCommandResponse> {
  const game = gameAfter(outcome);
  const recorded = scoreIn(game);
  const score = recorded ? await holeScoreView(deps, game, recorded, roundTees) : null;
  return { score, change: scoreChangeOf(outcome), position: outcome.position.toString() };
}
