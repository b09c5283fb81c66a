import type { ChooseHandicapSourceResponse, HandicapRecordView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { myHandicapQueryKey } from '../../../lib/my-handicap.ts';

export const chooseHandicapSource = (useAppIndex: boolean) =>
  apiJson<ChooseHandicapSourceResponse>('PATCH', '/api/users/me/handicap', { useAppIndex });

/** 'Use my app index': the switch moves at once and goes back if the server refuses. */
export function useChooseHandicapSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['handicap', 'source'],
    mutationFn: chooseHandicapSource,
    onMutate: async (useAppIndex) => {
      await queryClient.cancelQueries({ queryKey: myHandicapQueryKey });
      const before = queryClient.getQueryData<HandicapRecordView>(myHandicapQueryKey);
      if (before) queryClient.setQueryData<HandicapRecordView>(myHandicapQueryKey, { ...before, useAppIndex });
      return { before };
    },
    onError: (error, _useAppIndex, context) => {
      if (context?.before) queryClient.setQueryData(myHandicapQueryKey, context.before);
      toast({ title: 'Error updating profile', description: serverMessageOr(error, 'Failed to update profile'), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myHandicapQueryKey }),
  });
}
