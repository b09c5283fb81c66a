import { cupMessages, type MakeCupMatchBody, type MakeCupMatchResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { randomUuid } from '../../../lib/random-uuid.ts';
import { cupKeys, cupUrl } from './cup-keys.ts';

/**
 * Make a session's matches, one call each in playing order, each with its own Idempotency-Key
 * (kept for the whole press, so a retried call makes its match once). A refusal stops at that
 * match and says why; the ones made before it stay made.
 */
export function useMakeMatches(tripId: string, { onSuccess }: { onSuccess: (made: MakeCupMatchResponse[]) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cup', tripId, 'make-matches'],
    mutationFn: async (matches: readonly MakeCupMatchBody[]) => {
      const made: MakeCupMatchResponse[] = [];
      for (const body of matches) {
        made.push(await apiJson<MakeCupMatchResponse>('POST', `${cupUrl(tripId)}/matches`, body, { idempotencyKey: randomUuid() }));
      }
      return made;
    },
    onSuccess: async (made) => {
      toast({ title: cupMessages.matchesMade(made.length) });
      await queryClient.invalidateQueries({ queryKey: cupKeys.cup(tripId) });
      onSuccess(made);
    },
    onError: async (error) => {
      toast({ title: 'Matches not made', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: cupKeys.cup(tripId) });
    },
  });
}
