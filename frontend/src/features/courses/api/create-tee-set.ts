import type { TeeSetBody, TeeSetCommandResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { refreshCourses } from './refresh-courses.ts';

export type CreateTeeSetInput = { courseId: string; body: TeeSetBody };

export const createTeeSet = ({ courseId, body }: CreateTeeSetInput) =>
  apiJson<TeeSetCommandResponse>('POST', `/api/courses/${encodeURIComponent(courseId)}/tees`, body);

export function useCreateTeeSet({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tee-sets', 'create'],
    mutationFn: createTeeSet,
    onSuccess: async (answer) => {
      toast({ title: 'Tee set added', description: `${answer.teeSet.name} tees are ready to play.` });
      onSuccess?.();
      await refreshCourses(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Failed to create tee set. Please try again.',
        description: serverMessageOr(error, 'The tee set was not saved.'),
        variant: 'destructive',
      });
    },
  });
}
