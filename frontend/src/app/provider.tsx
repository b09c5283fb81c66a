import { useIsRestoring, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast/toaster.tsx';
import { seedQueries, type FirstScreenSeed } from '../first-screen/first-screen-data.ts';
import { knowVisitor } from '../features/auth/session.ts';
import { registerScoreSave } from '../features/scoring/api/score-save-defaults.ts';
import { trackOnlineStatus } from '../lib/online-status.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { flushPersistedCache, persistOptions, restorePersistedCache, resumeQueuedMutations } from '../lib/query-persistence.ts';

/**
 * The client, with the defaults a restored (queued) mutation needs to run (set before anything is
 * restored), the reads of a page the server drew, and what this phone kept: all before the first
 * render, so a return visit draws its screen from the kept reads at once.
 */
export function createAppQueryClient(seed: FirstScreenSeed) {
  trackOnlineStatus();
  const queryClient = createQueryClient();
  registerScoreSave(queryClient);
  seedQueries(queryClient, seed);
  restorePersistedCache(queryClient);
  knowVisitor(queryClient);
  return queryClient;
}

/**
 * Writes the cache at once when the page is hidden or closed (the persister's own writes are
 * throttled), but only once the stored copy was read back: before that the cache is still empty.
 */
function PersistOnLeave() {
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring) return;
    const flush = () => flushPersistedCache(queryClient);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [queryClient, restoring]);
  return null;
}

/**
 * Server state lives in TanStack Query, kept on the phone (TanStack's offline example): a reload
 * without signal shows what was read before, and saves queued offline are sent once restored.
 * Then everything is read again, as a fresh page load would. A page the server rendered brings the
 * reads it showed (`seed`, see first-screen-data.ts), so its screen starts from them.
 */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(client);
  const onRestored = () => {
    void resumeQueuedMutations(queryClient);
    void queryClient.invalidateQueries();
  };
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={onRestored}>
      <PersistOnLeave />
      {children}
      <Toaster />
    </PersistQueryClientProvider>
  );
}
