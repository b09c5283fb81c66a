import type { GameCommandResponse, ScoreCommandResponse } from '@golf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { retryUnanswered } from '../../../lib/network-failure.ts';
import { refreshAfterScores } from '../hooks/refresh-after-scores.ts';
import type { QueuedAdvance, QueuedScore } from './enter-score.ts';
import { scoringKeys } from './scoring-keys.ts';
import { updateGame } from './update-game.ts';

const sameSlot = (a: QueuedScore, b: QueuedScore) =>
  a.gameId === b.gameId && a.roundNumber === b.roundNumber && a.holeNumber === b.holeNumber && a.playerId === b.playerId;

/** A save that went through settles any earlier refusal of the same player's hole: it is no longer the question. */
function dropSettledRefusals(queryClient: QueryClient, saved: QueuedScore): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: scoringKeys.saveScore, status: 'error' })) {
    const score = mutation.state.variables as QueuedScore | undefined;
    if (score && sameSlot(score, saved)) cache.remove(mutation);
  }
}

/**
 * Refreshes what shows the scores once the game's last queued save is settled, not after each
 * one: the next save of a hole is queued as the previous one answers, so the check waits a tick.
 */
function refreshWhenDrained(queryClient: QueryClient, { gameId, roundNumber }: QueuedScore): void {
  setTimeout(() => {
    const waiting = queryClient.isMutating({
      mutationKey: scoringKeys.saveScore,
      predicate: (mutation) => (mutation.state.variables as QueuedScore | undefined)?.gameId === gameId,
    });
    if (waiting === 0) void refreshAfterScores(queryClient, gameId, roundNumber);
  }, 0);
}

/**
 * The offline queue's mutations (TanStack's offline example): defaults by key, so a save or a
 * move paused without signal, and restored from storage after a reload, knows how to run.
 * Unanswered calls are retried (paused while offline); refusals stay in the cache, and saved
 * with it, until the player decides (gcTime Infinity).
 */
export function registerScoringMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<ScoreCommandResponse, Error, QueuedScore>(scoringKeys.saveScore, {
    // Loaded when first needed: it brings the contracts' schemas, which the first page load does without.
    mutationFn: async (score) => (await import('./enter-score.ts')).postScore(score),
    retry: retryUnanswered,
    gcTime: Infinity,
    meta: { offline: true },
    onSuccess: (_answer, score) => dropSettledRefusals(queryClient, score),
    onSettled: (_answer, _error, score) => refreshWhenDrained(queryClient, score),
  });
  queryClient.setMutationDefaults<GameCommandResponse, Error, QueuedAdvance>(scoringKeys.advancePlay, {
    mutationFn: ({ gameId, currentHole }) => updateGame(gameId, { currentHole }),
    retry: retryUnanswered,
    meta: { offline: true },
    onSuccess: (answer, { gameId }) => queryClient.setQueryData(scoringKeys.game(gameId), answer.game),
    onError: (error, { gameId }) => {
      toast({ title: 'Error', description: serverMessageOr(error, 'Failed to update game. Please try again.'), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: scoringKeys.game(gameId), exact: true });
    },
  });
}
