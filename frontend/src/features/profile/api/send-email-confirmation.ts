import type { RequestPasswordResetResponse as MessageResponse } from '@golf/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';

/** POST /api/auth/email-confirmation: a new link to the address waiting for confirmation; the older links stop working. */
export function useSendEmailConfirmation() {
  return useMutation({
    mutationKey: ['auth', 'email-confirmation'],
    mutationFn: () => apiJson<MessageResponse>('POST', '/api/auth/email-confirmation'),
    onSuccess: ({ message }) => toast({ title: 'Confirmation sent', description: message }),
    onError: (error) =>
      toast({ title: 'Could not send the link', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' }),
  });
}
