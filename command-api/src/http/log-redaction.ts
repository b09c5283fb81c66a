/** Query parameters that carry a credential: a session token (refused, but kept out), a live ticket, a code, an invitation. */
const SECRET_PARAMETERS = /([?&](?:token|ticket|code|invite)=)[^&#]*/gi;
/** Path segments that are one: an invitation's token in `/invitations/{token}` (and its `/accept`). */
const SECRET_SEGMENTS = /(\/invitations\/)[^/?#]+/gi;

/**
 * A request's address as the log may keep it: whatever in it works as a credential (a live
 * ticket, a sign-in or reset code, a game code, an invitation token in the query or the path)
 * replaced by `[redacted]`, so a log read by the wrong person opens nothing.
 */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMETERS, '$1[redacted]');
}
