import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { flushPersistedCache } from '../../../lib/query-persistence.ts';
import { postScore } from '../api/enter-score.ts';
import { scoreSaveKey } from '../api/scoring-keys.ts';
import { refusalOf, SAVE_FAILED } from '../model/save-refusal.ts';
import { newScoreSave, type ScoreSave, type ScoreToSave } from '../model/score-save.ts';

/**
 * Auto-save (spec 4): the scores typed but not saved go into the queue when the tab is hidden
 * (a phone locks, the user switches app) and when the page unloads, and the queue is written to
 * storage at once, so a page that is never shown again still sends them when the app next opens.
 * The calls use keepalive, so one under way finishes even if the page is gone. On unload every
 * score is also sent at once (the queue sends one after another, and a page that is gone cannot
 * wait); the queue's later try carries the same Idempotency-Keys, so the API records each once.
 */
export function useAutoSave(gameId: string, pending: ScoreToSave[]) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation<unknown, Error, ScoreSave>({ mutationKey: scoreSaveKey });
  const latest = useRef(pending);
  // Kept at commit, not after paint: a phone locked right after a stroke is typed (the hidden
  // event can come before the next frame's effects) must queue that stroke too.
  useLayoutEffect(() => {
    latest.current = pending;
  });

  useEffect(() => {
    const queueTyped = (onError?: (error: Error) => void) => {
      const typed = newScoreSave(gameId, latest.current, { keepalive: true });
      mutate(typed, onError ? { onError } : {});
      flushPersistedCache(queryClient);
      return typed;
    };
    const onHidden = () => {
      if (document.visibilityState !== 'hidden' || latest.current.length === 0) return;
      queueTyped((error) =>
        toast({ title: 'Auto-save Error', description: refusalOf(error)?.message ?? SAVE_FAILED, variant: 'destructive' }),
      );
    };
    const onUnload = () => {
      if (latest.current.length === 0) return;
      // Nothing can be shown once the page is going: a refusal here is shown on the next visit.
      const typed = queueTyped();
      for (const score of typed.scores) postScore(gameId, score, { keepalive: true }).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onUnload);
    };
  }, [gameId, queryClient, mutate]);
}
