import type { UserView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { CheckCircleIcon } from '../../../components/icons/check-circle-icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { signInReturningTo } from '../../../lib/return-path.ts';
import { useConfirmSuperAdmin } from '../api/confirm-super-admin.ts';

/**
 * The page of the confirmation e-mail a listed super-admin address gets at registration. The role
 * is granted only when the account signed in with that address presses Confirm; signed out, the
 * page sends the visitor to sign in and back here.
 */
export function ConfirmSuperAdminCard({ code, user }: { code: string; user: UserView | null }) {
  const confirm = useConfirmSuperAdmin();
  const here = `/confirm-super-admin?${new URLSearchParams({ code }).toString()}`;

  if (!user) {
    return (
      <Card className="auth-card">
        <CardHeader>
          <CardTitle as="h1">Confirm super admin access</CardTitle>
          <CardDescription>Sign in with the address this e-mail was sent to, then confirm.</CardDescription>
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
          <CardTitle as="h1">You are a super admin</CardTitle>
          <CardDescription>Your address is confirmed. Your other devices will ask you to sign in again.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/admin" className={buttonClass('primary', 'md', 'btn--block')}>
            Open the admin dashboard
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="auth-card">
      <CardHeader>
        <CardTitle as="h1">Confirm super admin access</CardTitle>
        <CardDescription>
          You are signed in as <strong className="break-all">{user.email}</strong>. Confirming proves you hold this address, which is listed
          as a super admin of the app.
        </CardDescription>
      </CardHeader>
      <CardContent className="sign-in-link__choices">
        {confirm.isError ? (
          <p className="form__error" role="alert">
            {serverMessageOr(confirm.error, 'The address could not be confirmed. Please try again.')}
          </p>
        ) : null}
        <Button block loading={confirm.isPending} onClick={() => confirm.mutate(code)}>
          Confirm
        </Button>
        <Link to="/" className={buttonClass('outline', 'md', 'btn--block')}>
          Not now
        </Link>
      </CardContent>
    </Card>
  );
}
