import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { announceLoggedOut, isAdminArea } from '../features/admin/logged-out.ts';
import { endSession, isSessionEndedMessage } from '../features/auth/session.ts';
import { toast } from '../components/ui/toast/toast-store.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { AppRoot } from './app-root.tsx';
import { Guarded } from './guarded.tsx';
import { type RouteAccess, unauthorizedRedirect } from './route-access.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

const HomeRoute = lazy(() => import('./routes/home.tsx').then((m) => ({ default: m.HomeRoute })));
const AuthRoute = lazy(() => import('./routes/auth.tsx').then((m) => ({ default: m.AuthRoute })));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.tsx').then((m) => ({ default: m.ResetPasswordRoute })));
const ConfirmSuperAdminRoute = lazy(() => import('./routes/confirm-super-admin.tsx').then((m) => ({ default: m.ConfirmSuperAdminRoute })));
const ProfileRoute = lazy(() => import('./routes/profile.tsx').then((m) => ({ default: m.ProfileRoute })));
const GameTypeSelectionRoute = lazy(() => import('./routes/game-type-selection.tsx').then((m) => ({ default: m.GameTypeSelectionRoute })));
const GameSetupRoute = lazy(() => import('./routes/game-setup.tsx').then((m) => ({ default: m.GameSetupRoute })));
const GamePlayersRoute = lazy(() => import('./routes/game-players.tsx').then((m) => ({ default: m.GamePlayersRoute })));
const GameCourseSelectionRoute = lazy(() =>
  import('./routes/game-course-selection.tsx').then((m) => ({ default: m.GameCourseSelectionRoute })),
);
const GameHandicapSetupRoute = lazy(() => import('./routes/game-handicap-setup.tsx').then((m) => ({ default: m.GameHandicapSetupRoute })));
const GameRoundConfirmationRoute = lazy(() =>
  import('./routes/game-round-confirmation.tsx').then((m) => ({ default: m.GameRoundConfirmationRoute })),
);
const GameEditRoute = lazy(() => import('./routes/game-edit.tsx').then((m) => ({ default: m.GameEditRoute })));
const GameHandicapsRoute = lazy(() => import('./routes/game-handicaps.tsx').then((m) => ({ default: m.GameHandicapsRoute })));
const GamesRoute = lazy(() => import('./routes/games.tsx').then((m) => ({ default: m.GamesRoute })));
const CoursesRoute = lazy(() => import('./routes/courses.tsx').then((m) => ({ default: m.CoursesRoute })));
const AddCourseRoute = lazy(() => import('./routes/courses-add.tsx').then((m) => ({ default: m.AddCourseRoute })));
const EditCourseRoute = lazy(() => import('./routes/courses-edit.tsx').then((m) => ({ default: m.EditCourseRoute })));
const CourseTeesRoute = lazy(() => import('./routes/course-tees.tsx').then((m) => ({ default: m.CourseTeesRoute })));
const CuratedSearchRoute = lazy(() => import('./routes/courses-search.tsx').then((m) => ({ default: m.CuratedSearchRoute })));
const CourseLookupRoute = lazy(() => import('./routes/courses-lookup.tsx').then((m) => ({ default: m.CourseLookupRoute })));
const AdminRoute = lazy(() => import('./routes/admin.tsx').then((m) => ({ default: m.AdminRoute })));
const GameScoringRoute = lazy(() => import('./routes/game-scoring.tsx').then((m) => ({ default: m.GameScoringRoute })));
const RoundSummaryRoute = lazy(() => import('./routes/round-summary.tsx').then((m) => ({ default: m.RoundSummaryRoute })));
const GameLeaderboardRoute = lazy(() => import('./routes/game-leaderboard.tsx').then((m) => ({ default: m.GameLeaderboardRoute })));
const GameJoinRoute = lazy(() => import('./routes/game-join.tsx').then((m) => ({ default: m.GameJoinRoute })));
const GameTvRoute = lazy(() => import('./routes/game-tv.tsx').then((m) => ({ default: m.GameTvRoute })));
const TripsRoute = lazy(() => import('./routes/trips.tsx').then((m) => ({ default: m.TripsRoute })));
const TripDetailRoute = lazy(() => import('./routes/trip-detail.tsx').then((m) => ({ default: m.TripDetailRoute })));
const TripStandingsRoute = lazy(() => import('./routes/trip-standings.tsx').then((m) => ({ default: m.TripStandingsRoute })));
const TripCupRoute = lazy(() => import('./routes/trip-cup.tsx').then((m) => ({ default: m.TripCupRoute })));
const TripCupTeamsRoute = lazy(() => import('./routes/trip-cup-teams.tsx').then((m) => ({ default: m.TripCupTeamsRoute })));
const TripCupSessionRoute = lazy(() => import('./routes/trip-cup-session.tsx').then((m) => ({ default: m.TripCupSessionRoute })));
const TripCupTvRoute = lazy(() => import('./routes/trip-cup-tv.tsx').then((m) => ({ default: m.TripCupTvRoute })));

const screen = (path: string, access: RouteAccess, element: ReactNode): RouteObject => ({
  path,
  element: <Guarded access={access}>{element}</Guarded>,
});

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      screen('/', 'member', <HomeRoute />),
      // /auth decides for itself: a ?token= sign-in link must be shown, and asked about, before any redirect.
      { path: '/auth', element: <AuthRoute /> },
      screen('/reset-password', 'public', <ResetPasswordRoute />),
      screen('/confirm-super-admin', 'public', <ConfirmSuperAdminRoute />),
      screen('/profile', 'member', <ProfileRoute />),
      screen('/game-type-selection', 'member', <GameTypeSelectionRoute />),
      screen('/game-setup', 'member', <GameSetupRoute />),
      screen('/game/:gameId/players', 'member', <GamePlayersRoute />),
      screen('/game/:gameId/course-selection', 'member', <GameCourseSelectionRoute />),
      screen('/games/:gameId/handicap-setup/:roundNumber', 'member', <GameHandicapSetupRoute />),
      screen('/games/:gameId/round-confirmation/:roundNumber', 'member', <GameRoundConfirmationRoute />),
      screen('/game/:gameId/edit', 'member', <GameEditRoute />),
      screen('/game/:gameId/handicaps', 'member', <GameHandicapsRoute />),
      screen('/games', 'member', <GamesRoute />),
      screen('/courses', 'member', <CoursesRoute />),
      screen('/courses/add', 'member', <AddCourseRoute />),
      screen('/courses/edit/:courseId', 'member', <EditCourseRoute />),
      screen('/courses/:courseId/tees', 'member', <CourseTeesRoute />),
      screen('/courses/search', 'member', <CuratedSearchRoute />),
      screen('/courses/lookup', 'member', <CourseLookupRoute />),
      screen('/admin', 'member', <AdminRoute />),
      screen('/game/:gameId/scoring', 'member', <GameScoringRoute />),
      screen('/games/:gameId/round-summary/:roundNumber', 'member', <RoundSummaryRoute />),
      screen('/game/:gameId/leaderboard', 'spectator', <GameLeaderboardRoute />),
      screen('/game/:gameId/join', 'public', <GameJoinRoute />),
      screen('/game/:gameId/tv', 'public', <GameTvRoute />),
      screen('/trips', 'member', <TripsRoute />),
      screen('/trips/:tripId', 'member', <TripDetailRoute />),
      screen('/trips/:tripId/standings', 'member', <TripStandingsRoute />),
      screen('/trips/:tripId/cup', 'member', <TripCupRoute />),
      screen('/trips/:tripId/cup/teams', 'member', <TripCupTeamsRoute />),
      screen('/trips/:tripId/cup/session', 'member', <TripCupSessionRoute />),
      screen('/trips/:tripId/cup/tv', 'member', <TripCupTvRoute />),
      // Unknown addresses: the 404 page for members, the landing page for visitors.
      screen('*', 'member', <NotFoundRoute />),
    ],
  },
];

/** Any 401: the token is no good. Forget it and send the user to sign in (see route-access.ts). */
function UnauthorizedRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((message) => {
      endSession(queryClient);
      const { pathname, search } = window.location;
      const target = unauthorizedRedirect(pathname, search);
      if (!target) return;
      if (isAdminArea(pathname)) return announceLoggedOut(() => void navigate(target));
      // A session that expired or was ended (signed out elsewhere, password changed) says why.
      if (message && isSessionEndedMessage(message)) toast({ title: message, variant: 'destructive' });
      void navigate(target);
    });
  }, [queryClient, navigate]);
  return null;
}

/** The app's screens at the current address: what the server renders for a public screen too (entry-server.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app's routes in React Router's declarative mode: no screen loads data through the router
 * (TanStack Query does), and the data router would add some 56 KB (18 KB gzip) to every first load.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <AppRoutes />
    </BrowserRouter>
  );
}
