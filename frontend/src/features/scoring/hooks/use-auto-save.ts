import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { flushPersistedCache } from '../../../lib/query-persistence.ts';
import { postScore, queuedScore, type ScoreToSave } from '../api/enter-score.ts';
import { queueScore } from '../api/score-queue.ts';
import { refusalOf, SAVE_FAILED } from '../model/save-refusal.ts';

/**
 * Auto-save (spec 4): the scores typed but not saved go into the queue when the tab is hidden
 * (a phone locks, the user switches app) and when the page unloads, and the queue is written to
 * storage at once, so a page that is never shown again still sends them when the app next opens.
 * The calls use keepalive, so one under way finishes even if the page is gone. On unload every
 * score is also sent at once (the queue sends one after another, and a page that is gone cannot
 * wait); the queue's later try carries the same Idempotency-Key, so the API records it once.
 */
export function useAutoSave(gameId: string, pending: ScoreToSave[]) {
  const queryClient = useQueryClient();
  const latest = useRef(pending);
  useEffect(() => {
    latest.current = pending;
  });

  useEffect(() => {
    const queueTyped = () => {
      const scores = latest.current.map((score) => queuedScore(gameId, score, { keepalive: true }));
      const sending = scores.map((score) => queueScore(queryClient, score));
      flushPersistedCache(queryClient);
      return { scores, sending };
    };
    const onHidden = () => {
      if (document.visibilityState !== 'hidden' || latest.current.length === 0) return;
      const { sending } = queueTyped();
      Promise.all(sending).catch((error: unknown) =>
        toast({ title: 'Auto-save Error', description: refusalOf(error)?.message ?? SAVE_FAILED, variant: 'destructive' }),
      );
    };
    const onUnload = () => {
      if (latest.current.length === 0) return;
      const { scores, sending } = queueTyped();
      // Nothing can be shown once the page is going: a refusal here is shown on the next visit.
      for (const attempt of sending) attempt.catch(() => undefined);
      for (const score of scores) postScore(score).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onUnload);
    };
  }, [gameId, queryClient]);
}
