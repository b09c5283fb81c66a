import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { saveAnsweredAt } from '../api/score-save-cache.ts';
import { scoreSaveKey } from '../api/scoring-keys.ts';
import type { ScoreSave } from '../model/score-save.ts';
import { queuedScoreItems, type QueuedMutation, type QueuedScoreItem } from '../model/sync-queue.ts';

function queuedSave(mutation: Mutation<unknown, Error, unknown>): QueuedMutation<ScoreSave> {
  const { status, variables, submittedAt, error, isPaused, failureCount } = mutation.state;
  const save = variables as ScoreSave | undefined;
  const answeredAt = saveAnsweredAt(save?.id);
  return { status, variables: save, submittedAt, error, isPaused, failureCount, ...(answeredAt === undefined ? {} : { answeredAt }) };
}

/** The score saves in the phone's queue (waiting, just sent, or refused), with the moves of play they carry. */
export function useScoreSaves(): QueuedMutation<ScoreSave>[] {
  return useMutationState({ filters: { mutationKey: scoreSaveKey }, select: queuedSave });
}

/** The game's queued scores (waiting, just sent, or refused), oldest first. */
export function useScoreQueue(gameId: string, saves: readonly QueuedMutation<ScoreSave>[]): QueuedScoreItem[] {
  return useMemo(() => queuedScoreItems(saves, gameId), [saves, gameId]);
}
