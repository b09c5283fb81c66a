import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { AppScreens } from './app/router.tsx';
import { seedQueries, type FirstScreenSeed } from './first-screen/first-screen-data.ts';
import { currentUserQueryKey } from './lib/current-user-key.ts';

/** The public screens the server renders (the same components the app shows there, for a visitor). */
export const FIRST_SCREEN_PATHS = ['/auth', '/game/:gameId/join', '/game/:gameId/tv', '/game/:gameId/leaderboard'] as const;

/**
 * The HTML of a public screen at `url` for a visitor, rendered by react-dom from the app's own
 * route tree (its frame, Suspense boundaries and lazy screens, waited for), so the app can adopt
 * it with `hydrateRoot` (main.tsx, decision 0740). The reads in `seed` are already in the cache
 * (see first-screen-data.ts); nothing is fetched: a read not in the seed renders as the app
 * renders it while loading.
 */
export async function renderFirstScreen(url: string, seed: FirstScreenSeed): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } } });
  queryClient.setQueryData(currentUserQueryKey, null);
  seedQueries(queryClient, seed);
  // The app's own tree (main.tsx), with the server's router.
  const { prelude } = await prerenderToNodeStream(
    <AppProvider client={queryClient}>
      <StaticRouter location={url}>
        <AppScreens />
      </StaticRouter>
    </AppProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
