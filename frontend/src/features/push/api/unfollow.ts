import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { parseApiError, serverMessageOr } from '../../../lib/api-error.ts';
import { forgetFollowed } from '../model/followed-here.ts';
import { pushKeys } from './push-keys.ts';

/** Stops a subscription; one the server no longer has (404) is gone already, which is what was asked. */
export async function unfollow(subscriptionId: string): Promise<void> {
  try {
    await apiJson('DELETE', `/api/push/subscriptions/${encodeURIComponent(subscriptionId)}`);
  } catch (error) {
    if (parseApiError(error).status !== 404) throw error;
  }
  forgetFollowed(subscriptionId);
}

/** 'Remove' in the profile's list: gone from the list at once, back if the server refuses. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['push', 'unfollow'],
    mutationFn: unfollow,
    onError: (error) =>
      toast({ title: serverMessageOr(error, 'Could not stop the notifications. Please try again.'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.mine }),
  });
}
