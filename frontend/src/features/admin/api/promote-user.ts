import type { AdminUserResponse, AdminUsersResponse, PromoteUserBody } from '@golf/contracts';
import { adminMessages } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const promoteUser = ({ id, roles }: { id: string; roles: PromoteUserBody }) =>
  apiJson<AdminUserResponse>('PUT', `/api/admin/users/${id}/promote`, roles);

type Snapshot = Array<[readonly unknown[], AdminUsersResponse | undefined]>;

/** A role toggle moves at once; a refusal puts every list back as it was and says so. */
export function usePromoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'promote'],
    mutationFn: promoteUser,
    onMutate: async ({ id, roles }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: adminKeys.usersRoot });
      const lists = queryClient.getQueriesData<AdminUsersResponse>({ queryKey: adminKeys.usersRoot });
      for (const [key, list] of lists) {
        queryClient.setQueryData<AdminUsersResponse>(
          key,
          list?.map((user) => (user.id === id ? { ...user, ...roles } : user)),
        );
      }
      return lists;
    },
    onError: (_error, _variables, lists) => {
      for (const [key, list] of lists ?? []) queryClient.setQueryData(key, list);
      toast({ title: adminMessages.permissionsFailed, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.usersRoot }),
  });
}
