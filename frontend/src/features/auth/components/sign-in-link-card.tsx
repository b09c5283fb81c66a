import type { UserView } from '@golf/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { forgetPersistedCache } from '../../../lib/query-persistence.ts';
import { endServerSession } from '../api/logout.ts';
import { redeemSignInLink, signInLinkPreviewQuery } from '../api/sign-in-links.ts';
import { endSession, startSession } from '../session.ts';

const nameOf = (person: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || person.email;

/**
 * What /auth shows for a sign-in link: whose account it opens, and a question before anything
 * changes ("Continue as Ann Smith?" / "Stay as Ben"), so a link made by someone else never signs
 * this phone into their account, or out of its own, without a word. Continuing spends the code
 * for a session of that account, after signing the one before out as Sign Out does.
 */
export function SignInLinkCard({ code, user, onDismiss }: { code: string; user: UserView | null; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const preview = useQuery(signInLinkPreviewQuery(code));
  const redeem = useMutation({
    mutationFn: () => redeemSignInLink(code),
    onSuccess: (session) => {
      // The account this phone was on is signed out as by Sign Out: on the server, and what the phone kept for it.
      if (user) {
        endServerSession();
        forgetPersistedCache(queryClient);
        endSession(queryClient);
      }
      startSession(queryClient, session);
      toast({ title: `Signed in as ${nameOf(session.user)}` });
      navigate('/', { replace: true });
    },
    onError: (error) =>
      toast({ title: 'Sign-in link not used', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' }),
  });

  if (preview.isPending) {
    return (
      <Card className="auth-card">
        <CardContent className="sign-in-link__checking">
          <Spinner label={null} /> Checking the sign-in link…
        </CardContent>
      </Card>
    );
  }
  if (preview.isError) {
    return (
      <Card className="auth-card">
        <CardHeader>
          <CardTitle as="h1">Sign-in link not valid</CardTitle>
          <CardDescription>{serverMessageOr(preview.error, 'This sign-in link cannot be used.')}</CardDescription>
        </CardHeader>
        <CardContent>
          {user ? (
            <Link to="/" className={buttonClass('primary', 'md', 'btn--block')}>
              Stay as {nameOf(user)}
            </Link>
          ) : (
            <Button block onClick={onDismiss}>
              Sign In
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  const account = preview.data;
  const sameAccount = user !== null && user.email.toLowerCase() === account.email.toLowerCase();
  const title = sameAccount ? `You are signed in as ${nameOf(account)}` : user ? 'Switch account?' : 'Sign in with a link';
  return (
    <Card className="auth-card">
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>
          {sameAccount ? (
            'This link is for the account you are already using.'
          ) : (
            <>
              This link signs this phone in as <strong>{nameOf(account)}</strong> ({account.email})
              {user ? (
                <>
                  {' '}
                  instead of <strong>{nameOf(user)}</strong>
                </>
              ) : null}
              . Only continue if it is your account.
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="sign-in-link__choices">
        {sameAccount ? (
          <Link to="/" replace className={buttonClass('primary', 'md', 'btn--block')}>
            Continue
          </Link>
        ) : (
          <>
            <Button block loading={redeem.isPending} onClick={() => redeem.mutate()}>
              Continue as {nameOf(account)}
            </Button>
            {user ? (
              <Link to="/" replace className={buttonClass('outline', 'md', 'btn--block')}>
                Stay as {nameOf(user)}
              </Link>
            ) : (
              <Button variant="outline" block onClick={onDismiss}>
                Cancel
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
