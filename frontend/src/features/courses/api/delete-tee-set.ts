import type { DeletedResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { refreshCourses } from './refresh-courses.ts';

export const deleteTeeSet = (teeSetId: string) => apiJson<DeletedResponse>('DELETE', `/api/tees/${encodeURIComponent(teeSetId)}`);

export function useDeleteTeeSet({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tee-sets', 'delete'],
    mutationFn: deleteTeeSet,
    onSuccess: async () => {
      toast({ title: 'Tee set deleted' });
      await refreshCourses(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Failed to delete tee set. Please try again.',
        description: serverMessageOr(error, 'The tee set was kept.'),
        variant: 'destructive',
      });
    },
    onSettled,
  });
}
