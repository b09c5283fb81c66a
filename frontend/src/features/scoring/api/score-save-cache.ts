import type { Mutation, MutationStatus, QueryClient } from '@tanstack/react-query';
import type { ScoreSave } from '../model/score-save.ts';
import { scoreSaveKey } from './scoring-keys.ts';

type SaveMutation = Mutation<unknown, Error, ScoreSave, unknown>;

/** The score saves in the phone's queue, optionally only those of one status. */
export function scoreSavesOf(queryClient: QueryClient, filters: { status?: MutationStatus } = {}): SaveMutation[] {
  return queryClient.getMutationCache().findAll({ mutationKey: scoreSaveKey, ...filters }) as SaveMutation[];
}

/** Takes a save out of the queue (a refusal the player settled, or one already reported by a toast). */
export function removeScoreSave(queryClient: QueryClient, saveId: string): void {
  for (const mutation of scoreSavesOf(queryClient)) {
    if (mutation.state.variables?.id === saveId) queryClient.getMutationCache().remove(mutation);
  }
}

/** When each save of this page's life got its answer (ms since epoch), by save id; the oldest are forgotten. */
const answeredAt = new Map<string, number>();
const ANSWERS_KEPT = 200;

/** Notes that a save got its answer now. */
export function noteSaveAnswered(saveId: string): void {
  answeredAt.delete(saveId);
  answeredAt.set(saveId, Date.now());
  for (const oldest of answeredAt.keys()) {
    if (answeredAt.size <= ANSWERS_KEPT) break;
    answeredAt.delete(oldest);
  }
}

/**
 * When a save got its answer, if on this page: a read that reached the phone before then may
 * not hold it yet (restored from storage after a reload, the save's own time stands in).
 */
export function saveAnsweredAt(saveId: string | undefined): number | undefined {
  return saveId === undefined ? undefined : answeredAt.get(saveId);
}
