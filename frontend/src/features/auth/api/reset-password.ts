import type { ResetPasswordBody } from '@golf/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';

export const resetPassword = (body: ResetPasswordBody) => apiJson<{ message: string }>('POST', '/api/auth/reset-password', body);

export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({ title: 'Password reset successfully' });
    },
    onError: (error) => {
      toast({
        title: 'Reset failed',
        description: serverMessageOr(error, 'Please try again or request a new reset link.'),
        variant: 'destructive',
      });
    },
  });
}
