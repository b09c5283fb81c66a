import { SIGN_IN_HAND_OVER_COOKIE } from '@golf/contracts/sign-in-form';
import { setAuthToken } from '../../lib/auth-token.ts';

/**
 * A sign-in posted to the server before the app ran (decision 0741) leaves the session's token in
 * a short-lived cookie on the page it lands on: the app keeps it as every sign-in's token and
 * deletes the cookie, before its first render. True when there was one.
 */
export function adoptSignInFromServer(page: Document = document): boolean {
  const prefix = `${SIGN_IN_HAND_OVER_COOKIE}=`;
  const cookie = page.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (cookie === undefined) return false;
  page.cookie = `${SIGN_IN_HAND_OVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  const token = decodeURIComponent(cookie.slice(prefix.length));
  if (!token) return false;
  setAuthToken(token);
  return true;
}
