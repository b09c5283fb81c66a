import { Navigate, useLocation } from 'react-router-dom';
import { Brand } from '../../components/layout/brand.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { AuthCard, type AuthMode } from '../../features/auth/components/auth-card.tsx';
import { SignInLinkCard } from '../../features/auth/components/sign-in-link-card.tsx';
import { useSignInLinkCode } from '../../features/auth/hooks/use-sign-in-link-code.ts';
import { returnPathOf } from '../../lib/return-path.ts';
import { decideAccess } from '../route-access.ts';
import { useFirstScreenHandOff } from '../../first-screen/hand-off.ts';

/** 'Get Started' on the landing page (and a join screen's 'Create Account') opens the card on Create Account. */
function initialMode(state: unknown, hash: string): AuthMode {
  return (state as { mode?: unknown } | null)?.mode === 'register' || hash === '#register' ? 'register' : 'sign-in';
}

export function AuthRoute() {
  useFirstScreenHandOff();
  const link = useSignInLinkCode();
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (link.code) {
    // Whoever is signed in is asked, with the link's account named: a link never switches silently.
    if (isPending) return <PageSpinner />;
    return (
      <div className="auth-page">
        <Brand />
        <SignInLinkCard code={link.code} user={user ?? null} onDismiss={link.dismiss} />
      </div>
    );
  }
  if (decideAccess('guest', Boolean(user)) === 'home') return <Navigate to={returnPathOf(location.search)} replace />;
  return (
    <div className="auth-page">
      <Brand />
      <AuthCard initialMode={initialMode(location.state, location.hash)} />
    </div>
  );
}
