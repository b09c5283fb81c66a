import type { AdminUpdateUserBody, AdminUserResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { adminKeys } from './admin-keys.ts';

/** Only the fields that changed are sent. */
export const updateUser = ({ id, changes }: { id: string; changes: AdminUpdateUserBody }) =>
  apiJson<AdminUserResponse>('PATCH', `/api/admin/users/${id}`, changes);

export function useUpdateUser({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'update'],
    mutationFn: updateUser,
    onSuccess: async ({ user }) => {
      toast({ title: 'User updated', description: `${user.firstName ?? user.username}'s details are saved.` });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: adminKeys.usersRoot });
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: serverMessageOr(error, 'Failed to update user. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
