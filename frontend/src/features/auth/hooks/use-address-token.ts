import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { setAuthToken } from '../../../lib/auth-token.ts';
import { currentUserQueryKey } from '../../../lib/current-user-key.ts';

/**
 * /auth?token=… (a sign-in link): keep the token, load its user and go to '/' replacing the
 * address, so the token does not stay in the address bar or history. True while it works.
 */
export function useAddressToken(): boolean {
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    setAuthToken(token);
    void queryClient.resetQueries({ queryKey: currentUserQueryKey });
    navigate('/', { replace: true });
  }, [token, queryClient, navigate]);

  return Boolean(token);
}
