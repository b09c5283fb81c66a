import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeScoreSave } from '../api/score-save-cache.ts';
import { scoreSaveKey, scoringKeys } from '../api/scoring-keys.ts';
import { saveAfterRefusal, type RefusalChoice, type ScoreSave } from '../model/score-save.ts';
import type { QueuedScoreItem } from '../model/sync-queue.ts';

/**
 * What the player can do with a refused save (see RefusalChoice): the refused save leaves the
 * queue, and what is still to send (the scores held behind the refusal, and the refused one when
 * sent again) goes back in as a new save.
 */
export function useSettleRefusal(gameId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation<unknown, Error, ScoreSave>({ mutationKey: scoreSaveKey });
  const settle = (choice: RefusalChoice) => (item: QueuedScoreItem) => {
    removeScoreSave(queryClient, item.save.id);
    const rest = saveAfterRefusal(item.save, item.score.playerId, choice);
    if (rest) mutate(rest);
    if (choice === 'keep-theirs') void queryClient.invalidateQueries({ queryKey: scoringKeys.roundScores(gameId, item.score.roundNumber) });
  };
  return { keepTheirs: settle('keep-theirs'), sendMine: settle('send-mine'), discard: settle('discard'), tryAgain: settle('try-again') };
}
