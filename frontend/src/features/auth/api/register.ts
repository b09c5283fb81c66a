import type { AuthTokenResponse, RegisterBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { returnPathOf } from '../../../lib/return-path.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { startSession } from '../session.ts';
import { PRODUCT_NAME } from '../../../lib/product.ts';

export const register = (body: RegisterBody) => apiJson<AuthTokenResponse>('POST', '/api/auth/register', body);

export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onSuccess: (session) => {
      startSession(queryClient, session);
      toast({ title: 'Account created!', description: `Welcome to ${PRODUCT_NAME}. You're now signed in.` });
      navigate(returnPathOf(window.location.search));
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: serverMessageOr(error, 'Please check your information and try again.'),
        variant: 'destructive',
      });
    },
  });
}
