import type { GameView } from '@golf/contracts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { isUnanswered, NetworkFailure } from '../../../lib/network-failure.ts';
import { PlayNotMoved } from '../model/save-refusal.ts';
import type { ScoreSave } from '../model/score-save.ts';
import { postScore } from './enter-score.ts';
import { updateGame } from './update-game.ts';

/**
 * Sends a save: its scores one after another (each is a command on the game's one stream), then
 * the move of play, only once every score is in. The first refusal stops it (ScoreSaveRefused),
 * so play never moves past a hole that is not wholly saved. A call without an answer throws a
 * NetworkFailure and the whole save is tried again later: the scores already recorded carry the
 * same Idempotency-Keys, so the API records each once; the move goes with the save's id as its
 * key, so a move the API applied before the answer was lost is not applied again (it would take
 * play back if someone had moved it on meanwhile). Answers the game when play moved.
 */
export async function sendScoreSave({ id, gameId, scores, moveTo, keepalive }: ScoreSave): Promise<{ game: GameView | null }> {
  const options = { keepalive: keepalive === true };
  for (const score of scores) await postScore(gameId, score, options);
  if (!moveTo) return { game: null };
  try {
    return { game: (await updateGame(gameId, { currentHole: moveTo.currentHole }, { ...options, idempotencyKey: id })).game };
  } catch (error) {
    if (isUnanswered(error)) throw new NetworkFailure(error instanceof Error ? error.message : String(error));
    throw new PlayNotMoved(serverMessageOr(error, 'Failed to update game. Please try again.'));
  }
}
