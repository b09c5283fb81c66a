import type { AuthTokenResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { startSession } from '../session.ts';

/**
 * POST /api/auth/confirm-super-admin with the code of the confirmation e-mail. The change of
 * roles ends the account's sessions, this phone's too: the answer's new token is kept at once.
 */
export function useConfirmSuperAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<AuthTokenResponse>('POST', '/api/auth/confirm-super-admin', { code }),
    onSuccess: (session) => startSession(queryClient, session),
  });
}
