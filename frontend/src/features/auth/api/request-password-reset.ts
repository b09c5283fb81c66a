import type { RequestPasswordResetBody } from '@golf/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';

export const requestPasswordReset = (body: RequestPasswordResetBody) =>
  apiJson<{ message: string }>('POST', '/api/auth/request-password-reset', body);

/** The answer is the same whether or not the account exists, so nobody can probe addresses. */
export function useRequestPasswordReset({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationKey: ['auth', 'request-password-reset'],
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      toast({
        title: 'Reset email sent',
        description: 'If an account with that email exists, you will receive a password reset email.',
      });
      onSuccess?.();
    },
    onError: (error) => {
      toast({ title: 'Reset failed', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}
