import type { AuthTokenResponse, LoginBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { returnPathOf } from '../../../lib/return-path.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { startSession } from '../session.ts';

export const login = (body: LoginBody) => apiJson<AuthTokenResponse>('POST', '/api/auth/login', body);

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
      toast({
        title: 'Sign in failed',
        description: serverMessageOr(error, 'Please check your username and password.'),
        variant: 'destructive',
      });
    },
  });
}
