/**
 * The address a sign-in link opens: the app's sign-in screen with the one-time code in `token`
 * (the spec's `/auth?token=…`). The code is no session: the screen shows whose account it opens
 * and asks before exchanging it (POST /api/auth/sign-in-links/redeem), once, within minutes.
 */
export function signInLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/auth?${new URLSearchParams({ token: code }).toString()}`;
}
