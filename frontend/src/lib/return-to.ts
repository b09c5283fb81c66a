/**
 * Where a detour (adding a course in the middle of a game's setup) brings the user back: a path
 * of a game's own screens only, so a link cannot send them off the app.
 */
export function returnPath(search: string): string | null {
  const value = new URLSearchParams(search).get('returnTo');
  return value !== null && /^\/games?\/[A-Za-z0-9-]+\/[A-Za-z0-9/-]+$/.test(value) ? value : null;
}

/** `path` with `?returnTo=` the given return path, or `path` alone when there is none. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}
