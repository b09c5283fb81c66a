import { readScoreConflict, type EnterScoreBody, type ScoreCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { isUnanswered, NetworkFailure } from '../../../lib/network-failure.ts';
import { SAVE_FAILED, ScoreSaveRefused } from '../model/save-refusal.ts';
import type { KeyedScore } from '../model/score-save.ts';

/** A call that got no answer is sent again later; anything the API answered is a refusal to show. */
function saveFailure(error: unknown, playerId: string): Error {
  if (isUnanswered(error)) return new NetworkFailure(error instanceof Error ? error.message : String(error));
  const { status, message } = parseApiError(error);
  const conflict = status === 409 && message ? readScoreConflict(message) : null;
  return new ScoreSaveRefused({ playerId, status, message: message ?? SAVE_FAILED, theirs: conflict?.current ?? null });
}

/**
 * POST /api/games/{id}/scores with the score's Idempotency-Key. `keepalive`: the browser finishes
 * the call even if the page is gone.
 */
export async function postScore(
  gameId: string,
  { idempotencyKey, ...score }: KeyedScore,
  options: { keepalive?: boolean } = {},
): Promise<ScoreCommandResponse> {
  const { playerId, roundNumber, holeNumber, strokes, expectedStrokes, onBehalf, facts } = score;
  const body: EnterScoreBody = {
    playerId,
    roundNumber,
    holeNumber,
    strokes,
    ...(expectedStrokes === undefined ? {} : { expectedStrokes }),
    ...(onBehalf ? { onBehalf: true } : {}),
    ...facts,
  };
  try {
    return await apiJson<ScoreCommandResponse>('POST', `/api/games/${gameId}/scores`, body, {
      idempotencyKey,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    throw saveFailure(error, playerId);
  }
}
