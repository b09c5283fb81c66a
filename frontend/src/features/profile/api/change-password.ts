import type { AuthTokenResponse, ChangePasswordBody, UserView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { setAuthToken } from '../../../lib/auth-token.ts';
import { currentUserQueryKey } from '../../../lib/current-user-key.ts';

export const changePassword = (body: ChangePasswordBody) => apiJson<AuthTokenResponse>('POST', '/api/auth/change-password', body);

/**
 * The change ends every session of the account, this phone's too: the answer's new token is kept
 * at once, so this phone stays signed in while every other one is sent to sign in.
 */
export function useChangePassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'change-password'],
    mutationFn: changePassword,
    onSuccess: ({ token, user }) => {
      setAuthToken(token);
      queryClient.setQueryData<UserView | null>(currentUserQueryKey, user);
      toast({ title: 'Password changed', description: 'Every other device signed in to your account has been signed out.' });
      onSuccess?.();
    },
    onError: (error) => {
      toast({
        title: 'Error changing password',
        description: serverMessageOr(error, 'Failed to change password'),
        variant: 'destructive',
      });
    },
  });
}
