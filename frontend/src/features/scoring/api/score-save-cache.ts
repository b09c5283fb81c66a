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
