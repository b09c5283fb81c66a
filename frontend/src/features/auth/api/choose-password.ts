import type { AuthTokenResponse, ChoosePasswordBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { returnPathOf } from '../../../lib/return-path.ts';
import { startSession } from '../session.ts';

/** First sign-in of an account a super admin created: the temporary password for one of the user's own. */
export const choosePassword = (body: ChoosePasswordBody) => apiJson<AuthTokenResponse>('POST', '/api/auth/choose-password', body);

export function useChoosePassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'choose-password'],
    mutationFn: choosePassword,
    onSuccess: (session) => {
      startSession(queryClient, session);
      toast({ title: 'Password set', description: "Welcome! You're now signed in." });
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
