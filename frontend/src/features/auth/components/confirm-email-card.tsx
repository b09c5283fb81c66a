import type { UserView } from '@golf/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircleIcon } from '../../../components/icons/check-circle-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { signInReturningTo } from '../../../lib/return-path.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/**
 * The page of a confirmation e-mail: signed in, it confirms the address at once (the code works
 * only for the account that asked for it) and says so; signed out, it sends the visitor to sign in
 * and back here.
 */
export function ConfirmEmailCard({ code, user }: { code: string; user: UserView | null }) {
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const here = `/confirm-email?${new URLSearchParams({ code }).toString()}`;
  const { mutate } = confirm;
  useEffect(() => {
    if (!user || sent.current) return;
    sent.current = true;
    mutate(code);
  }, [user, code, mutate]);

  if (!user) {
    return (
      <Card className="auth-card">
        <CardHeader>
          <CardTitle as="h1">Confirm your email</CardTitle>
          <CardDescription>Sign in to the account that asked for this link, then it confirms the address.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={signInReturningTo(here)} className={buttonClass('primary', 'md', 'btn--block')}>
            Sign In
          </Link>
        </CardContent>
      </Card>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Card className="auth-card">
        <CardHeader className="card__header--center">
          <span className="success-mark">
            <CheckCircleIcon size={32} />
          </span>
          <CardTitle as="h1">Email confirmed</CardTitle>
          <CardDescription>
            <strong className="break-all">{confirm.data.user.email}</strong> is your confirmed email. You sign in with it, and games shared
            with it open in your account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/" className={buttonClass('primary', 'md', 'btn--block')}>
            Go to Home
          </Link>
        </CardContent>
      </Card>
    );
  }
  if (confirm.isError) {
    return (
      <Card className="auth-card">
        <CardHeader>
          <CardTitle as="h1">Email not confirmed</CardTitle>
          <CardDescription role="alert">
            {serverMessageOr(confirm.error, 'The address could not be confirmed. Please try again.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/profile" className={buttonClass('primary', 'md', 'btn--block')}>
            Open your profile
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="auth-card">
      <CardHeader className="card__header--center">
        <Spinner size={28} label="Confirming your email" />
        <CardTitle as="h1">Confirming your email…</CardTitle>
      </CardHeader>
    </Card>
  );
}
