import { readScoreConflict, type EnterScoreBody, type ScoreCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { isUnanswered, NetworkFailure } from '../../../lib/network-failure.ts';
import { SAVE_FAILED, ScoreSaveRefused } from '../model/save-refusal.ts';
import { saveAttempts } from '../model/save-attempts.ts';

/**
 * A player's gross strokes on a hole of a round (the server derives net and points), with the
 * strokes the phone showed as recorded there before: null when it showed none, absent when the
 * save should replace whatever is there (the player chose "send mine" after a conflict).
 */
export type ScoreToSave = { playerId: string; roundNumber: number; holeNumber: number; strokes: number; expectedStrokes?: number | null };

/**
 * A save in the phone's queue: everything needed to send it again after a reload, including its
 * Idempotency-Key (so the retry of a save that reached the API before the connection dropped is
 * recorded once). `keepalive`: it was queued while the page was being hidden or closed.
 */
export type QueuedScore = ScoreToSave & { gameId: string; idempotencyKey: string; keepalive?: boolean };

/** Play moving on to `currentHole` of `roundNumber` after a hole was saved (PATCH /api/games/{id}). */
export type QueuedAdvance = { gameId: string; roundNumber: number; currentHole: number };

/** A queue entry for `score`: a retry of a failed attempt with the same strokes keeps its key (see save-attempts.ts). */
export function queuedScore(gameId: string, score: ScoreToSave, options: { keepalive?: boolean } = {}): QueuedScore {
  return { ...score, gameId, idempotencyKey: saveAttempts.keyFor(score, score.strokes), ...(options.keepalive ? { keepalive: true } : {}) };
}

/** A call that got no answer is sent again later; anything the API answered is a refusal to show. */
function saveFailure(error: unknown, playerId: string): Error {
  if (isUnanswered(error)) return new NetworkFailure(error instanceof Error ? error.message : String(error));
  const { status, message } = parseApiError(error);
  const conflict = status === 409 && message ? readScoreConflict(message) : null;
  return new ScoreSaveRefused({ playerId, status, message: message ?? SAVE_FAILED, theirs: conflict?.current ?? null });
}

/** POST /api/games/{id}/scores with the save's Idempotency-Key. */
export async function postScore({ gameId, idempotencyKey, keepalive, ...score }: QueuedScore): Promise<ScoreCommandResponse> {
  const { playerId, roundNumber, holeNumber, strokes, expectedStrokes } = score;
  const body: EnterScoreBody = { playerId, roundNumber, holeNumber, strokes, ...(expectedStrokes === undefined ? {} : { expectedStrokes }) };
  try {
    const answer = await apiJson<ScoreCommandResponse>('POST', `/api/games/${gameId}/scores`, body, { idempotencyKey, ...(keepalive ? { keepalive: true } : {}) });
    saveAttempts.settle(score, strokes);
    return answer;
  } catch (error) {
    throw saveFailure(error, playerId);
  }
}
