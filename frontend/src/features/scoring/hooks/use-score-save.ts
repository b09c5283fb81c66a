import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { scoreSaveKey } from '../api/scoring-keys.ts';
import type { ScoreSave } from '../model/score-save.ts';

/** `sent`: the API answered; `queued`: it waits for a connection (or behind earlier saves) and goes later by itself. */
export type SaveOutcome = 'sent' | 'queued';

type Waiting = { resolve: (outcome: SaveOutcome) => void; reject: (error: unknown) => void };

/**
 * The score save of a screen: `useMutation` with the save's key, its work done by the defaults
 * set where the query client is made. `save` answers as soon as the save's fate for this screen
 * is known: sent, or queued (paused offline or behind earlier saves, or its first try got no
 * answer); a refusal rejects. The mutation goes on after a `queued` answer: the screen only
 * stops waiting for it. `busy` while the screen waits.
 */
export function useScoreSave() {
  const mutation = useMutation<unknown, Error, ScoreSave>({ mutationKey: scoreSaveKey });
  // Each save's waiter, answered once; the map outlives a re-render and is read by the effect below.
  const [waiting] = useState(() => new Map<string, Waiting>());
  const current = mutation.variables?.id;
  const queued = mutation.isPending && (mutation.isPaused || mutation.failureCount > 0);

  useEffect(() => {
    if (!current || !queued) return;
    waiting.get(current)?.resolve('queued');
    waiting.delete(current);
  }, [current, queued, waiting]);

  const save = (variables: ScoreSave) =>
    new Promise<SaveOutcome>((resolve, reject) => {
      waiting.set(variables.id, { resolve, reject });
      const answer = (settle: (entry: Waiting) => void) => {
        const entry = waiting.get(variables.id);
        waiting.delete(variables.id);
        if (entry) settle(entry);
      };
      mutation.mutateAsync(variables).then(
        () => answer((entry) => entry.resolve('sent')),
        (error: unknown) => answer((entry) => entry.reject(error)),
      );
    });

  return { save, busy: mutation.isPending && !queued };
}
