import type { UpdateProfileResponse, UserView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user-key.ts';

/** POST /api/auth/confirm-email with the code of the confirmation e-mail: the address becomes the account's, confirmed. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<UpdateProfileResponse>('POST', '/api/auth/confirm-email', { code }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<UserView | null>(currentUserQueryKey, user);
      // Games shared with the address now open: the lists read them again.
      await queryClient.invalidateQueries();
    },
  });
}
