import { signInReturningTo } from '../lib/return-path.ts';

/**
 * Who may open a screen. public: anyone (reset link, join by code); member: signed-in users,
 * visitors see the landing page instead; guest: visitors only, members go home (the sign-in card);
 * spectator: members, and visitors holding a spectator pass for the screen's game (a leaderboard
 * opened with the viewer code).
 */
export type RouteAccess = 'public' | 'member' | 'guest' | 'spectator';

export type AccessDecision = 'render' | 'landing' | 'home';

export function decideAccess(access: RouteAccess, authenticated: boolean, holdsGamePass = false): AccessDecision {
  if (access === 'member') return authenticated ? 'render' : 'landing';
  if (access === 'spectator') return authenticated || holdsGamePass ? 'render' : 'landing';
  if (access === 'guest') return authenticated ? 'home' : 'render';
  return 'render';
}

/** Screens a visitor is meant to use directly; a 401 there must not send them away. */
const SIGNED_OUT_SCREENS = [
  /^\/auth\/?$/,
  /^\/reset-password\/?$/,
  /^\/confirm-super-admin\/?$/,
  /^\/confirm-email\/?$/,
  /^\/game\/[^/]+\/(join|tv)\/?$/,
];

/**
 * Where a 401 sends the user: /auth, "unless already there". We read "there" as any screen
 * that works signed out except the landing page, so a stale token cannot break an open
 * reset link or join code; the landing page still goes to /auth as the spec says. A session
 * that ends on a screen (a role change, expiry) comes back to it after signing in again
 * (`?next=`, return-path.ts), so a player mid-round lands on their scorecard, not on Home.
 */
export function unauthorizedRedirect(pathname: string, search = ''): string | null {
  if (SIGNED_OUT_SCREENS.some((screen) => screen.test(pathname))) return null;
  return pathname === '/' ? '/auth' : signInReturningTo(`${pathname}${search}`);
}
