/**
 * Where to go after signing in or up: the `next` address a screen sent the visitor to /auth
 * with (the join screen does, so a joiner comes back to their code). Only a path of this app
 * counts: one starting with a single '/'; anything else (another site, '//host') goes home.
 */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** The /auth address that comes back to `path` afterwards; `email` fills in the form's address (an invitation's). */
export function signInReturningTo(path: string, mode?: 'register', email?: string): string {
  const query = new URLSearchParams({ next: path, ...(email ? { email } : {}) });
  return `/auth?${query.toString()}${mode ? '#register' : ''}`;
}
