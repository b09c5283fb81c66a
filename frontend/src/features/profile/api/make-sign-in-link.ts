import type { SignInLinkResponse } from '@golf/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';

/** A sign-in link for the user's own account: it works once, within five minutes. */
export function useMakeSignInLink() {
  return useMutation({
    mutationFn: () => apiJson<SignInLinkResponse>('POST', '/api/auth/sign-in-links'),
    onError: (error) => toast({ title: 'No link made', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' }),
  });
}
