import type { EnterScoreBody, ScoreCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { saveAttempts } from '../model/save-attempts.ts';

/** A player's gross strokes on a hole of a round; the server derives net and points. */
export type ScoreToSave = { playerId: string; roundNumber: number; holeNumber: number; strokes: number };

/**
 * `keepalive`: the page is being unloaded. Then every score goes at once (the browser sends
 * keepalive calls after the page is gone, but a page that is gone cannot wait for one to
 * finish before sending the next).
 */
type SaveOptions = { keepalive?: boolean };

/**
 * POST /api/games/{id}/scores with the Idempotency-Key of this save attempt: a retry after a
 * failure sends the same key, so the hole is recorded once.
 */
export async function enterScore(gameId: string, score: ScoreToSave, options: SaveOptions = {}): Promise<ScoreCommandResponse> {
  const idempotencyKey = saveAttempts.keyFor(score, score.strokes);
  const body: EnterScoreBody = score;
  const answer = await apiJson<ScoreCommandResponse>('POST', `/api/games/${gameId}/scores`, body, {
    idempotencyKey,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  saveAttempts.settle(score, score.strokes);
  return answer;
}

/**
 * Saves scores one after another: each is a command on the game's one stream, so sending them
 * together would only make them wait for each other. Stops at the first failure.
 */
export async function saveScores(gameId: string, scores: readonly ScoreToSave[], options: SaveOptions = {}): Promise<ScoreCommandResponse[]> {
  if (options.keepalive) return Promise.all(scores.map((score) => enterScore(gameId, score, options)));
  const answers: ScoreCommandResponse[] = [];
  for (const score of scores) answers.push(await enterScore(gameId, score));
  return answers;
}
