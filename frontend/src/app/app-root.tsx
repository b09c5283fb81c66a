import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { dismissToastsLeftBehind } from '../components/ui/toast/toast-store.ts';
import { useUser } from '../features/auth/api/get-user.ts';

/**
 * The frame of every screen; a spinner until we know whether someone is signed in.
 *
 * Each address has a Suspense boundary of its own (keyed by its path): leaving a screen that is
 * still loading its code throws its boundary away with it (decision 0438, taken on Preact and
 * kept on React).
 */
export function AppRoot() {
  const user = useUser();
  const { pathname } = useLocation();
  // A toast belongs to the screen it was shown on: it does not follow the user to the next one (decision 0703).
  useEffect(() => dismissToastsLeftBehind(), [pathname]);
  if (user.isPending) return <PageSpinner />;
  return (
    <AppLayout signedIn={Boolean(user.data)}>
      <Suspense key={pathname} fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
