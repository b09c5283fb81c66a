import { getAuthToken } from '../../../lib/auth-token.ts';
import { requestHeaders } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/logout with the phone's token: the server ends that session, so the token is
 * refused even if it was copied. Sent with keepalive and not awaited: the phone signs out at once
 * whatever the answer; without signal the session ends only when its token expires.
 * Not through apiRequest: its 401 handler would send the user to sign in instead of to /.
 */
export function endServerSession(): void {
  const token = getAuthToken();
  if (!token) return;
  void fetch('/api/auth/logout', {
    method: 'POST',
    headers: requestHeaders({ token, hasBody: false, method: 'POST', minPosition: null }),
    keepalive: true,
  }).catch(() => undefined);
}
