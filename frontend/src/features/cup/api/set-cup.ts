import { cupMessages, type SetCupBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { cupKeys, cupUrl } from './cup-keys.ts';

/** Save the teams: toasts 'Cup saved', or the server's message. */
export function useSetCup(tripId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cup', tripId, 'set'],
    mutationFn: (body: SetCupBody) => apiJson<{ position: string }>('PUT', cupUrl(tripId), body),
    onSuccess: async () => {
      toast({ title: cupMessages.cupSaved });
      await queryClient.invalidateQueries({ queryKey: cupKeys.cup(tripId) });
      onSuccess?.();
    },
    onError: (error) =>
      toast({ title: 'The cup was not saved', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' }),
  });
}
