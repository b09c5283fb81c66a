import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { handOffFirstScreen } from '../../first-screen/hand-off.ts';
import { BottomNav } from './bottom-nav.tsx';
import { isBottomNavHidden, isFullWidthPath } from './nav-rules.ts';

/**
 * The page frame: a phone-width column (full width for admin and course screens) and, for a
 * signed-in user, the bottom navigation. Signed-out screens have nowhere to navigate to.
 */
export function AppLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  // The server's first screen (if any) never outlives a move to another screen.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) handOffFirstScreen();
  }, [pathname]);
  const showNav = signedIn && !isBottomNavHidden(pathname);
  const columnClass = isFullWidthPath(pathname) ? 'app-column app-column--wide' : 'app-column';
  return (
    <div className={showNav ? 'app app--with-nav' : 'app'}>
      <main className={columnClass}>{children}</main>
      {showNav ? <BottomNav pathname={pathname} /> : null}
    </div>
  );
}
