import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useUser } from '../features/auth/api/get-user.ts';

/** The frame of every screen; a spinner until we know whether someone is signed in. */
export function AppRoot() {
  const user = useUser();
  if (user.isPending) return <PageSpinner />;
  return (
    <AppLayout signedIn={Boolean(user.data)}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
