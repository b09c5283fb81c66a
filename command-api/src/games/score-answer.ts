import type { ScoreChange, ScoreCommandResponse } from '@golf/contracts';
import { getHoleScore, waitForPosition } from '@golf/read-db';
import type { AppDeps } from '../app-deps.ts';
import type { CommandOutcome } from '../commands/handle-command.ts';
import { MIN_POSITION_WAIT_MS } from '../http/min-position.ts';
import { gameAfter } from './game-command-runner.ts';
import type { Game, GameState, RecordedScore } from './game-state.ts';

/** What a score command recorded: nothing (the same value, or a retry of a command already applied) is `unchanged`. */
export function scoreChangeOf(outcome: CommandOutcome<GameState>): ScoreChange {
  const type = outcome.appended[0]?.type;
  if (type === 'ScoreEntered') return 'entered';
  if (type === 'ScoreCorrected') return 'corrected';
  return 'unchanged';
}

/**
 * A score command's answer: the hole score read back once the read side has the command's
 * events (its net and points are the projector's, from @golf/golf), or null if the read side
 * did not get there within the usual wait.
 */
export async function scoreAnswer(
  deps: AppDeps,
  outcome: CommandOutcome<GameState>,
  scoreIn: (game: Game) => RecordedScore | undefined,
): Promise<ScoreCommandResponse> {
  const recorded = scoreIn(gameAfter(outcome));
  const reached = await waitForPosition(deps.pool, outcome.position, MIN_POSITION_WAIT_MS);
  const row = reached && recorded ? await getHoleScore(deps.pool, recorded.scoreId) : null;
  const score = row && row.strokes === recorded?.strokes ? row : null;
  return { score, change: scoreChangeOf(outcome), position: outcome.position.toString() };
}
