import { IsRestoringProvider, QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast/toaster.tsx';
import { seedQueries, type FirstScreenSeed } from '../first-screen/first-screen-data.ts';
import { knowVisitor } from '../features/auth/session.ts';
import { registerHoleAwardsSave } from '../features/scoring/api/hole-awards-save.ts';
import { registerScoreSave } from '../features/scoring/api/score-save-defaults.ts';
import { trackOnlineStatus } from '../lib/online-status.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { keepPersistedCache, restorePersistedCache, resumeQueuedMutations } from '../lib/query-persistence.ts';

/**
 * The client, with the defaults a restored (queued) mutation needs to run (set before anything is
 * restored), the reads of a page the server drew, and what this phone kept: all before the first
 * render, so a return visit draws its screen from the kept reads at once.
 */
export function createAppQueryClient(seed: FirstScreenSeed) {
  trackOnlineStatus();
  const queryClient = createQueryClient();
  registerScoreSave(queryClient);
  registerHoleAwardsSave(queryClient);
  seedQueries(queryClient, seed);
  restorePersistedCache(queryClient);
  knowVisitor(queryClient);
  return queryClient;
}

/**
 * Keeps the cache on the phone as it changes (throttled writes), and writes what changed since at
 * once when the page is hidden or closed (decision 0846: nothing, when nothing did). Once mounted, sends what was queued and reads everything
 * again, as a fresh page load would: once per client, also under StrictMode's second run of the
 * effect (a queued save must not be sent twice). The kept cache was read before the first render
 * (restorePersistedCache), so nothing here waits for a restore, and no context changes above a
 * screen the app is adopting from the server's page (a change there would make React throw the
 * drawn screen away; decision 0740).
 */
function KeepCache() {
  const queryClient = useQueryClient();
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumed.current) {
      resumed.current = true;
      void resumeQueuedMutations(queryClient);
      void queryClient.invalidateQueries();
    }
    const kept = keepPersistedCache(queryClient);
    const flush = () => kept.flushPending();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      kept.stop();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [queryClient]);
  return null;
}

/**
 * Server state lives in TanStack Query, kept on the phone (TanStack's offline example): a reload
 * without signal shows what was read before, and saves queued offline are sent once the app runs.
 * The client comes made (createAppQueryClient): with the reads of a page the server drew (see
 * first-screen-data.ts) and what the phone kept, so the first screen starts from them.
 */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(client);
  // While the server renders a page and while the app adopts it, the queries neither fetch nor
  // say they are about to (TanStack's "restoring"): both draw the reads the page came with, the
  // same HTML. Then they go on as on any first render, reading again what is stale (decision 0740).
  const adopting = !useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={adopting}>
        <KeepCache />
        {children}
        <Toaster />
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
