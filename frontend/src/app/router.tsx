import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchPath, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { announceLoggedOut, isAdminArea } from '../features/admin/logged-out.ts';
import { endSession, isSessionEndedMessage } from '../features/auth/session.ts';
import { toast } from '../components/ui/toast/toast-store.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { AppRoot } from './app-root.tsx';
import { Guarded } from './guarded.tsx';
import { type RouteAccess, unauthorizedRedirect } from './route-access.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

/**
 * A screen's code, loaded when it is first shown (React's `lazy`), with `load` to ask for it
 * ahead. Once loaded, rendering it no longer suspends: the app adopting a page the server drew
 * loads the screen first, so the whole page is adopted in one pass (a Suspense boundary still
 * waiting for its code when anything above it changes is thrown away and drawn again; decision 0740).
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const loadNow = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  // A loaded screen answers at once (a thenable that calls back in the same turn), so React renders it without suspending.
  const Screen = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded! }) } as Promise<{
          default: ComponentType;
        }>)
      : loadNow().then((component) => ({ default: component })),
  );
  return Object.assign(Screen, { load: loadNow });
}

const HomeRoute = lazyScreen(() => import('./routes/home.tsx').then((m) => m.HomeRoute));
const AuthRoute = lazyScreen(() => import('./routes/auth.tsx').then((m) => m.AuthRoute));
const ResetPasswordRoute = lazyScreen(() => import('./routes/reset-password.tsx').then((m) => m.ResetPasswordRoute));
const ConfirmEmailRoute = lazyScreen(() => import('./routes/confirm-email.tsx').then((m) => m.ConfirmEmailRoute));
const ConfirmSuperAdminRoute = lazyScreen(() => import('./routes/confirm-super-admin.tsx').then((m) => m.ConfirmSuperAdminRoute));
const ProfileRoute = lazyScreen(() => import('./routes/profile.tsx').then((m) => m.ProfileRoute));
const GameTypeSelectionRoute = lazyScreen(() => import('./routes/game-type-selection.tsx').then((m) => m.GameTypeSelectionRoute));
const GameSetupRoute = lazyScreen(() => import('./routes/game-setup.tsx').then((m) => m.GameSetupRoute));
const GamePlayersRoute = lazyScreen(() => import('./routes/game-players.tsx').then((m) => m.GamePlayersRoute));
const GameCourseSelectionRoute = lazyScreen(() => import('./routes/game-course-selection.tsx').then((m) => m.GameCourseSelectionRoute));
const GameHandicapSetupRoute = lazyScreen(() => import('./routes/game-handicap-setup.tsx').then((m) => m.GameHandicapSetupRoute));
const GameRoundConfirmationRoute = lazyScreen(() =>
  import('./routes/game-round-confirmation.tsx').then((m) => m.GameRoundConfirmationRoute),
);
const GameEditRoute = lazyScreen(() => import('./routes/game-edit.tsx').then((m) => m.GameEditRoute));
const GameHandicapsRoute = lazyScreen(() => import('./routes/game-handicaps.tsx').then((m) => m.GameHandicapsRoute));
const GamesRoute = lazyScreen(() => import('./routes/games.tsx').then((m) => m.GamesRoute));
const CoursesRoute = lazyScreen(() => import('./routes/courses.tsx').then((m) => m.CoursesRoute));
const AddCourseRoute = lazyScreen(() => import('./routes/courses-add.tsx').then((m) => m.AddCourseRoute));
const EditCourseRoute = lazyScreen(() => import('./routes/courses-edit.tsx').then((m) => m.EditCourseRoute));
const CourseTeesRoute = lazyScreen(() => import('./routes/course-tees.tsx').then((m) => m.CourseTeesRoute));
const CuratedSearchRoute = lazyScreen(() => import('./routes/courses-search.tsx').then((m) => m.CuratedSearchRoute));
const CourseLookupRoute = lazyScreen(() => import('./routes/courses-lookup.tsx').then((m) => m.CourseLookupRoute));
const AdminRoute = lazyScreen(() => import('./routes/admin.tsx').then((m) => m.AdminRoute));
const GameScoringRoute = lazyScreen(() => import('./routes/game-scoring.tsx').then((m) => m.GameScoringRoute));
const RoundSummaryRoute = lazyScreen(() => import('./routes/round-summary.tsx').then((m) => m.RoundSummaryRoute));
const GameLeaderboardRoute = lazyScreen(() => import('./routes/game-leaderboard.tsx').then((m) => m.GameLeaderboardRoute));
const GameJoinRoute = lazyScreen(() => import('./routes/game-join.tsx').then((m) => m.GameJoinRoute));
const GameTvRoute = lazyScreen(() => import('./routes/game-tv.tsx').then((m) => m.GameTvRoute));
const TripsRoute = lazyScreen(() => import('./routes/trips.tsx').then((m) => m.TripsRoute));
const TripDetailRoute = lazyScreen(() => import('./routes/trip-detail.tsx').then((m) => m.TripDetailRoute));
const TripStandingsRoute = lazyScreen(() => import('./routes/trip-standings.tsx').then((m) => m.TripStandingsRoute));
const TripCupRoute = lazyScreen(() => import('./routes/trip-cup.tsx').then((m) => m.TripCupRoute));
const TripCupTeamsRoute = lazyScreen(() => import('./routes/trip-cup-teams.tsx').then((m) => m.TripCupTeamsRoute));
const TripCupSessionRoute = lazyScreen(() => import('./routes/trip-cup-session.tsx').then((m) => m.TripCupSessionRoute));
const TripCupTvRoute = lazyScreen(() => import('./routes/trip-cup-tv.tsx').then((m) => m.TripCupTvRoute));

type Screen = ReturnType<typeof lazyScreen>;

/** The screens at their addresses, and who may open each (route-access.ts). */
const SCREENS: [path: string, access: RouteAccess, screen: Screen][] = [
  ['/', 'member', HomeRoute],
  ['/reset-password', 'public', ResetPasswordRoute],
  ['/confirm-super-admin', 'public', ConfirmSuperAdminRoute],
  ['/confirm-email', 'public', ConfirmEmailRoute],
  ['/profile', 'member', ProfileRoute],
  ['/game-type-selection', 'member', GameTypeSelectionRoute],
  ['/game-setup', 'member', GameSetupRoute],
  ['/game/:gameId/players', 'member', GamePlayersRoute],
  ['/game/:gameId/course-selection', 'member', GameCourseSelectionRoute],
  ['/games/:gameId/handicap-setup/:roundNumber', 'member', GameHandicapSetupRoute],
  ['/games/:gameId/round-confirmation/:roundNumber', 'member', GameRoundConfirmationRoute],
  ['/game/:gameId/edit', 'member', GameEditRoute],
  ['/game/:gameId/handicaps', 'member', GameHandicapsRoute],
  ['/games', 'member', GamesRoute],
  ['/courses', 'member', CoursesRoute],
  ['/courses/add', 'member', AddCourseRoute],
  ['/courses/edit/:courseId', 'member', EditCourseRoute],
  ['/courses/:courseId/tees', 'member', CourseTeesRoute],
  ['/courses/search', 'member', CuratedSearchRoute],
  ['/courses/lookup', 'member', CourseLookupRoute],
  ['/admin', 'member', AdminRoute],
  ['/game/:gameId/scoring', 'member', GameScoringRoute],
  ['/games/:gameId/round-summary/:roundNumber', 'member', RoundSummaryRoute],
  ['/game/:gameId/leaderboard', 'spectator', GameLeaderboardRoute],
  ['/game/:gameId/join', 'public', GameJoinRoute],
  ['/game/:gameId/tv', 'public', GameTvRoute],
  ['/trips', 'member', TripsRoute],
  ['/trips/:tripId', 'member', TripDetailRoute],
  ['/trips/:tripId/standings', 'member', TripStandingsRoute],
  ['/trips/:tripId/cup', 'member', TripCupRoute],
  ['/trips/:tripId/cup/teams', 'member', TripCupTeamsRoute],
  ['/trips/:tripId/cup/session', 'member', TripCupSessionRoute],
  ['/trips/:tripId/cup/tv', 'member', TripCupTvRoute],
];

const screen = (path: string, access: RouteAccess, element: ReactNode): RouteObject => ({
  path,
  element: <Guarded access={access}>{element}</Guarded>,
});

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      // /auth decides for itself: a ?token= sign-in link must be shown, and asked about, before any redirect.
      { path: '/auth', element: <AuthRoute /> },
      ...SCREENS.map(([path, access, Screen]) => screen(path, access, <Screen />)),
      // Unknown addresses: the 404 page for members, the landing page for visitors.
      screen('*', 'member', <NotFoundRoute />),
    ],
  },
];

/**
 * Loads the code of the screen at `pathname` (the 404 page's is in the entry), before the app
 * adopts the page the server drew (0740) or draws a page the service worker opened (0847): the
 * screen is then drawn in one pass, not a spinner first.
 */
export function loadScreen(pathname: string): Promise<unknown> {
  if (matchPath('/auth', pathname)) return AuthRoute.load();
  const found = SCREENS.find(([path]) => matchPath(path, pathname));
  return found ? found[2].load() : Promise.resolve();
}

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
      <AppScreens />
    </BrowserRouter>
  );
}

/**
 * What a router holds: the app's and the server's (entry-server.tsx) alike, so a page the server
 * draws has the same tree as the app's first render (React's `useId`s follow the tree's shape).
 */
export function AppScreens() {
  return (
    <>
      <UnauthorizedRedirect />
      <AppRoutes />
    </>
  );
}
