import type { UpdateProfileBody, UpdateProfileResponse, UserView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { currentUserQueryKey } from '../../../lib/current-user-key.ts';

export const updateProfile = (body: UpdateProfileBody) => apiJson<UpdateProfileResponse>('PATCH', '/api/auth/profile', body);

/**
 * On success the answer shows at once and the current user is fetched again, as the spec asks;
 * that read carries the update's position, so it cannot bring back the old profile.
 */
export function useUpdateProfile({ onSuccess }: { onSuccess?: (answer: UpdateProfileResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'profile'],
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      queryClient.setQueryData<UserView | null>(currentUserQueryKey, answer.user);
      onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      toast({
        title: 'Error updating profile',
        description: serverMessageOr(error, 'Failed to update profile'),
        variant: 'destructive',
      });
    },
  });
}
