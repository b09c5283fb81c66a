import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueuedAdvance, QueuedScore } from '../api/enter-score.ts';
import { scoringKeys } from '../api/scoring-keys.ts';
import { queuedScoreItems, type QueuedMutation, type QueuedScoreItem } from '../model/sync-queue.ts';

function queuedMutation<TVariables>(mutation: Mutation<unknown, Error, unknown>): QueuedMutation<TVariables> {
  const { status, variables, submittedAt, error } = mutation.state;
  return { status, variables: variables as TVariables | undefined, submittedAt, error };
}

/** The game's score saves in the phone's queue (waiting, just sent, or refused), oldest first. */
export function useScoreQueue(gameId: string): QueuedScoreItem[] {
  const mutations = useMutationState({ filters: { mutationKey: scoringKeys.saveScore }, select: queuedMutation<QueuedScore> });
  return useMemo(() => queuedScoreItems(mutations, gameId), [mutations, gameId]);
}

/** The queued moves of play (Next Hole while offline), for where play is before they are sent. */
export function useQueuedMoves(): QueuedMutation<QueuedAdvance>[] {
  return useMutationState({ filters: { mutationKey: scoringKeys.advancePlay }, select: queuedMutation<QueuedAdvance> });
}
