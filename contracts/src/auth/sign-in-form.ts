/**
 * The sign-in form as the server draws it works before the app's code has run: it posts to
 * `POST /auth` (decision 0741). Plain values, no zod: the sign-in screen's first load imports them.
 */

/** The cookie a sign-in posted to the server hands its session to the app in: read once when the app starts, then deleted. */
export const SIGN_IN_HAND_OVER_COOKIE = 'golf-signed-in';

/** How long the hand-over cookie lasts (seconds): the page it lands on loads the app well within it. */
export const SIGN_IN_HAND_OVER_SECONDS = 300;

/** The query key a refused posted sign-in's outcome is inlined under, for the page the server draws again. */
export const POSTED_SIGN_IN_KEY = ['first-screen', 'posted-sign-in'] as const;

/** What the server draws the form again with after a refused post: the address typed, and why. */
export interface PostedSignIn {
  email: string;
  /** Field name → message, as the app shows a schema's refusal. */
  fieldErrors: Record<string, string>;
  /** The refusal the app shows in its "Sign in failed" toast (wrong password, too many tries, a form from another site). */
  message: string | null;
}
