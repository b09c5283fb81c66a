import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { endSession } from '../features/auth/session.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { AppRoot } from './app-root.tsx';
import { Guarded } from './guarded.tsx';
import { type RouteAccess, unauthorizedRedirect } from './route-access.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

const HomeRoute = lazy(() => import('./routes/home.tsx').then((m) => ({ default: m.HomeRoute })));
const AuthRoute = lazy(() => import('./routes/auth.tsx').then((m) => ({ default: m.AuthRoute })));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.tsx').then((m) => ({ default: m.ResetPasswordRoute })));
const ProfileRoute = lazy(() => import('./routes/profile.tsx').then((m) => ({ default: m.ProfileRoute })));

/**
 * Screens that later issues build. Each shows the 404 page until its issue replaces the element
 * here; the join screen is open to visitors, the rest to signed-in users.
 */
const LATER_SCREENS: Array<{ path: string; access: RouteAccess }> = [
  { path: '/game-type-selection', access: 'member' },
  { path: '/game-setup', access: 'member' },
  { path: '/game/:gameId/players', access: 'member' },
  { path: '/game/:gameId/course-selection', access: 'member' },
  { path: '/games/:gameId/handicap-setup/:roundNumber', access: 'member' },
  { path: '/games/:gameId/round-confirmation/:roundNumber', access: 'member' },
  { path: '/games/:gameId/round-summary/:roundNumber', access: 'member' },
  { path: '/game/:gameId/scoring', access: 'member' },
  { path: '/game/:gameId/leaderboard', access: 'member' },
  { path: '/game/:gameId/edit', access: 'member' },
  { path: '/game/:gameId/handicaps', access: 'member' },
  { path: '/games', access: 'member' },
  { path: '/trips', access: 'member' },
  { path: '/courses', access: 'member' },
  { path: '/courses/add', access: 'member' },
  { path: '/courses/edit/:courseId', access: 'member' },
  { path: '/courses/:courseId/tees', access: 'member' },
  { path: '/courses/search', access: 'member' },
  { path: '/courses/lookup', access: 'member' },
  { path: '/admin', access: 'member' },
  { path: '/game/:gameId/join', access: 'public' },
];

const screen = (path: string, access: RouteAccess, element: ReactNode): RouteObject => ({
  path,
  element: <Guarded access={access}>{element}</Guarded>,
});

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      screen('/', 'member', <HomeRoute />),
      // /auth decides for itself: a ?token= sign-in link must be read before any redirect.
      { path: '/auth', element: <AuthRoute /> },
      screen('/reset-password', 'public', <ResetPasswordRoute />),
      screen('/profile', 'member', <ProfileRoute />),
      ...LATER_SCREENS.map(({ path, access }) => screen(path, access, <NotFoundRoute />)),
      // Unknown addresses: the 404 page for members, the landing page for visitors.
      screen('*', 'member', <NotFoundRoute />),
    ],
  },
];

function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes);
  // Any 401: the token is no good. Forget it and send the user to sign in (see route-access.ts).
  setUnauthorizedHandler(() => {
    endSession(queryClient);
    const target = unauthorizedRedirect(router.state.location.pathname);
    if (target) void router.navigate(target);
  });
  return router;
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  return <RouterProvider router={router} />;
}
