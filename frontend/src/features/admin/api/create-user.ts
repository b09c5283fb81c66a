import type { AdminCreateUserBody, AdminCreateUserResponse } from '@golf/contracts';
import { adminMessages } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The answer holds the temporary password: shown once, never fetched again. */
export const createUser = (body: AdminCreateUserBody) => apiJson<AdminCreateUserResponse>('POST', '/api/admin/users', body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'create'],
    mutationFn: createUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.usersRoot });
      await queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
    onError: () => {
      toast({ title: adminMessages.createUserFailed, variant: 'destructive' });
    },
  });
}
