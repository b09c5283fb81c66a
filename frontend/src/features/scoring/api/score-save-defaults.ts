import type { GameView } from '@golf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { retryUnanswered } from '../../../lib/network-failure.ts';
import { refreshAfterScores } from '../hooks/refresh-after-scores.ts';
import { playNotMovedMessage, refusalOf } from '../model/save-refusal.ts';
import { isSettledBy, type ScoreSave } from '../model/score-save.ts';
import { noteSaveAnswered, removeScoreSave, scoreSavesOf } from './score-save-cache.ts';
import { scoreSaveKey, scoringKeys } from './scoring-keys.ts';

/**
 * Every save goes through one queue, in the order made: a save queued offline reaches the API
 * before a later edit of the same hole, and a hole's scores before play moves past it (and
 * before an award set on the hole after them).
 */
export const SCORING_QUEUE_SCOPE = { id: 'scoring-queue' };

/** A save that went through settles the earlier refusals it made moot: they are no longer the question. */
function dropSettledRefusals(queryClient: QueryClient, saved: ScoreSave): void {
  for (const mutation of scoreSavesOf(queryClient, { status: 'error' })) {
    const refused = mutation.state.variables;
    const playerId = refusalOf(mutation.state.error)?.playerId;
    if (refused && playerId && isSettledBy(refused, playerId, saved)) queryClient.getMutationCache().remove(mutation);
  }
}

/**
 * Reads of the game sent before a save's answer (a live change of another phone's, or of this
 * save's first scores) may land after it holding what was true before it: the hole it moved
 * from, a score missing. They are stopped and sent again, now waiting for the save's position.
 */
async function dropReadsSentBefore(queryClient: QueryClient, gameId: string): Promise<void> {
  const filters = { queryKey: scoringKeys.game(gameId), fetchStatus: 'fetching' as const };
  const inFlight = queryClient.getQueryCache().findAll(filters);
  if (inFlight.length === 0) return;
  await queryClient.cancelQueries(filters);
  for (const query of inFlight) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
}

/**
 * Refreshes what shows the scores once the game's last queued save is settled, not after each
 * one: the next save waits in the queue until this one's callbacks are done, so the check waits a tick.
 */
function refreshWhenDrained(queryClient: QueryClient, { gameId, scores, moveTo }: ScoreSave): void {
  const rounds = new Set([...scores.map((score) => score.roundNumber), ...(moveTo ? [moveTo.roundNumber] : [])]);
  setTimeout(() => {
    const waiting = scoreSavesOf(queryClient, { status: 'pending' }).filter((mutation) => mutation.state.variables?.gameId === gameId);
    if (waiting.length === 0) for (const round of rounds) void refreshAfterScores(queryClient, gameId, round);
  }, 0);
}

/**
 * The score save's defaults, set where the query client is made (TanStack's offline example): a
 * save paused without signal, and restored from storage after a reload, knows how to run. The
 * screens only name the key. Unanswered calls are retried (paused while offline); a refused
 * save stays in the cache, and is stored with it, until the player decides (gcTime Infinity).
 */
export function registerScoreSave(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<{ game: GameView | null }, Error, ScoreSave>(scoreSaveKey, {
    // Loaded when first needed: it brings the contracts' schemas, which the first page load does without.
    mutationFn: async (save) => (await import('./send-score-save.ts')).sendScoreSave(save),
    scope: SCORING_QUEUE_SCOPE,
    retry: retryUnanswered,
    gcTime: Infinity,
    meta: { offline: true },
    onMutate: async ({ gameId, scores }) => {
      // A read of the round under way would land after the save and hide the queued strokes.
      const rounds = new Set(scores.map((score) => score.roundNumber));
      await Promise.all([...rounds].map((round) => queryClient.cancelQueries({ queryKey: scoringKeys.roundScores(gameId, round) })));
      return undefined;
    },
    onSettled: async (answer, error, save) => {
      noteSaveAnswered(save.id);
      await dropReadsSentBefore(queryClient, save.gameId);
      if (answer?.game) queryClient.setQueryData(scoringKeys.game(save.gameId), answer.game);
      if (!error) dropSettledRefusals(queryClient, save);
      const notMoved = playNotMovedMessage(error);
      if (notMoved !== null) {
        // The scores are in: nothing is left for the player to settle but the hole play is on.
        toast({ title: 'Error', description: notMoved, variant: 'destructive' });
        removeScoreSave(queryClient, save.id);
        void queryClient.invalidateQueries({ queryKey: scoringKeys.game(save.gameId), exact: true });
      }
      refreshWhenDrained(queryClient, save);
    },
  });
}
