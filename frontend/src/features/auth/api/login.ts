import type { AuthTokenResponse, LoginBody } from '@golf/contracts';
import { authMessages } from '@golf/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { returnPathOf } from '../../../lib/return-path.ts';
import { parseApiError, serverMessageOr } from '../../../lib/api-error.ts';
import { startSession } from '../session.ts';

export const login = (body: LoginBody) => apiJson<AuthTokenResponse>('POST', '/api/auth/login', body);

/** The sign-in used a temporary password a super admin set: the user must choose their own first. */
export function isPasswordChangeRequired(error: unknown): boolean {
  const { status, message } = parseApiError(error);
  return status === 403 && message === authMessages.passwordChangeRequired;
}

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: (session) => {
      startSession(queryClient, session);
      toast({ title: 'Welcome back!' });
      navigate(returnPathOf(window.location.search));
    },
    onError: (error) => {
      if (isPasswordChangeRequired(error)) return;
      toast({
        title: 'Sign in failed',
        description: serverMessageOr(error, 'Please check your username and password.'),
        variant: 'destructive',
      });
    },
  });
}
