import type { TeeSetCommandResponse, UpdateTeeSetBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { refreshCourses } from './refresh-courses.ts';

export type UpdateTeeSetInput = { teeSetId: string; body: UpdateTeeSetBody };

export const updateTeeSet = ({ teeSetId, body }: UpdateTeeSetInput) =>
  apiJson<TeeSetCommandResponse>('PATCH', `/api/tees/${encodeURIComponent(teeSetId)}`, body);

export function useUpdateTeeSet({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tee-sets', 'update'],
    mutationFn: updateTeeSet,
    onSuccess: async (answer) => {
      toast({ title: 'Tee set updated', description: `${answer.teeSet.name} tees are saved.` });
      onSuccess?.();
      await refreshCourses(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Failed to update tee set. Please try again.',
        description: serverMessageOr(error, 'The changes were not saved.'),
        variant: 'destructive',
      });
    },
  });
}
