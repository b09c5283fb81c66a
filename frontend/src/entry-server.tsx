import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppLayout } from './components/layout/app-layout.tsx';
import { AuthRoute } from './app/routes/auth.tsx';
import { GameJoinRoute } from './app/routes/game-join.tsx';
import { GameLeaderboardRoute } from './app/routes/game-leaderboard.tsx';
import { GameTvRoute } from './app/routes/game-tv.tsx';
import { seedQueries, type FirstScreenSeed } from './first-screen/first-screen-data.ts';
import { currentUserQueryKey } from './lib/current-user-key.ts';

/** The public screens the server renders (the same components the app shows there, for a visitor). */
export const FIRST_SCREEN_PATHS = ['/auth', '/game/:gameId/join', '/game/:gameId/tv', '/game/:gameId/leaderboard'] as const;

/**
 * The HTML of a public screen at `url` for a visitor, from the app's own components, with the
 * reads in `seed` already in the cache (see first-screen-data.ts). Nothing is fetched: a read
 * not in the seed renders as the app renders it while loading.
 */
export function renderFirstScreen(url: string, seed: FirstScreenSeed): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } } });
  queryClient.setQueryData(currentUserQueryKey, null);
  seedQueries(queryClient, seed);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <AppLayout signedIn={false}>
          <Routes>
            <Route path="/auth" element={<AuthRoute />} />
            <Route path="/game/:gameId/join" element={<GameJoinRoute />} />
            <Route path="/game/:gameId/tv" element={<GameTvRoute />} />
            <Route path="/game/:gameId/leaderboard" element={<GameLeaderboardRoute />} />
          </Routes>
        </AppLayout>
      </StaticRouter>
    </QueryClientProvider>,
  );
}
