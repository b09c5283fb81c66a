import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useUser } from '../features/auth/api/get-user.ts';
import { useFirstScreenHandOff } from '../first-screen/hand-off.ts';
import { guestPassOf } from '../lib/guest-passes.ts';
import { LandingRoute } from './routes/landing.tsx';
import { decideAccess, type RouteAccess } from './route-access.ts';

/** Shows a screen only to those allowed (see route-access.ts); visitors get the landing page. */
export function Guarded({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { data: user } = useUser();
  const { gameId } = useParams();
  const [search] = useSearchParams();
  // A spectator holds a pass for the game, or a link with its code to swap for one (decision 0704).
  // The server cannot see the phone's passes: it draws the screen, and the app, which can, draws
  // its own in that page's place (decision 0740).
  const onServer = typeof window === 'undefined';
  const watches = access === 'spectator' && gameId !== undefined && (onServer || guestPassOf(gameId) !== null || search.has('code'));
  const decision = decideAccess(access, Boolean(user), watches);
  if (decision === 'landing') return <LandingInstead />;
  if (decision === 'home') return <Navigate to="/" replace />;
  return children;
}

/** The landing page in place of a screen the server may have drawn (a leaderboard's page, decision 0704): the drawn copy goes. */
function LandingInstead() {
  useFirstScreenHandOff();
  return <LandingRoute />;
}
