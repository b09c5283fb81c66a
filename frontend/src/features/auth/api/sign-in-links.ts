import type { AuthTokenResponse, SignInLinkPreview } from '@golf/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/**
 * Whose account a sign-in link's one-time code opens; the code is not spent. Not retried: a
 * code that does not work says so at once.
 */
export const signInLinkPreviewQuery = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'sign-in-link', code],
    queryFn: () => apiJson<SignInLinkPreview>('POST', '/api/auth/sign-in-links/preview', { code }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** The code, spent, for a session of its account. */
export const redeemSignInLink = (code: string) => apiJson<AuthTokenResponse>('POST', '/api/auth/sign-in-links/redeem', { code });
