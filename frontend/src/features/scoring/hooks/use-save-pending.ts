import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { removeScoreSave } from '../api/score-save-cache.ts';
import { refusalOf, SAVE_FAILED } from '../model/save-refusal.ts';
import { newScoreSave, type ScoreToSave } from '../model/score-save.ts';
import { useScoreSave } from './use-score-save.ts';

/**
 * Saves the scores typed on the hole shown without moving play on: Back, the leaderboard button
 * and picking another hole. Without a connection they are queued and the player goes on; a
 * refusal keeps the player on the hole (a conflict stays in the queue to settle).
 */
export function useSavePending(gameId: string) {
  const queryClient = useQueryClient();
  const { save, busy } = useScoreSave();
  const savePendingThen = async (pending: readonly ScoreToSave[], then: () => void) => {
    if (pending.length > 0) {
      const typed = newScoreSave(gameId, pending);
      try {
        await save(typed);
      } catch (error) {
        if (refusalOf(error)?.theirs == null) removeScoreSave(queryClient, typed.id);
        toast({ title: 'Error', description: SAVE_FAILED, variant: 'destructive' });
        return;
      }
    }
    then();
  };
  return { savePendingThen, busy };
}
