import type { AdminStatsView } from '@golf/contracts';
import { adminMessages } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { adminKeys } from './admin-keys.ts';

export const retryStream = (stream: string) => apiJson<{ position: string }>('POST', '/api/admin/set-aside-streams/retry', { stream });

/**
 * Retry of a set-aside stream: the answer's position is noted (api-client), so the statistics
 * read next wait for the projector to have met the retry; they tell whether the stream went
 * through (it left the list) or met its failure again (still listed, its retries counted).
 */
export function useRetryStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'set-aside-streams', 'retry'],
    mutationFn: retryStream,
    onSuccess: async (_answer, stream) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      const stats = queryClient.getQueryData<AdminStatsView>(adminKeys.stats);
      const still = stats?.setAside.find((row) => row.stream === stream);
      if (still) toast({ title: 'Still failing', description: still.error, variant: 'destructive' });
      else toast({ title: 'Projected again', description: 'Its screens are up to date again.' });
    },
    onError: (error) => toast({ title: serverMessageOr(error, adminMessages.retryFailed), variant: 'destructive' }),
  });
}
