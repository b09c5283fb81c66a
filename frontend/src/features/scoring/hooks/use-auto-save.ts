import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { saveScores, type ScoreToSave } from '../api/enter-score.ts';
import { refreshAfterScores } from './refresh-after-scores.ts';
import { SAVE_FAILED } from './use-submit-hole.ts';

/**
 * Auto-save (spec 4): the scores typed but not saved go to the server when the tab is hidden
 * (a phone locks, the user switches app) and when the page unloads. Both use keepalive calls,
 * so they finish even if the page is gone; hiding then unloading sends the same attempt twice,
 * which the Idempotency-Key makes harmless.
 */
export function useAutoSave(gameId: string, roundNumber: number, pending: ScoreToSave[]) {
  const queryClient = useQueryClient();
  const latest = useRef(pending);
  useEffect(() => {
    latest.current = pending;
  });

  useEffect(() => {
    const onHidden = () => {
      const scores = latest.current;
      if (document.visibilityState !== 'hidden' || scores.length === 0) return;
      saveScores(gameId, scores, { keepalive: true }).then(
        () => refreshAfterScores(queryClient, gameId, roundNumber),
        (error: unknown) => toast({ title: 'Auto-save Error', description: serverMessageOr(error, SAVE_FAILED), variant: 'destructive' }),
      );
    };
    const onUnload = () => {
      const scores = latest.current;
      // Nothing can be shown once the page is going: a failure here is simply lost.
      if (scores.length > 0) saveScores(gameId, scores, { keepalive: true }).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onUnload);
    };
  }, [gameId, roundNumber, queryClient]);
}
