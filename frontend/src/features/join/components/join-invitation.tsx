import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { signInReturningTo } from '../../../lib/return-path.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { JoinGameSummary } from './join-game-summary.tsx';

/**
 * An e-mail invitation's link (`?invite=`): the game and the level it gives, signed in or out.
 * Signed out, the invitee signs in or creates an account from here (the address it went to filled
 * in) and comes straight back; 'Enter Game' then opens the game where the level starts.
 */
export function JoinInvitation({ gameId, token, signedIn }: { gameId: string; token: string; signedIn: boolean }) {
  const location = useLocation();
  const invitation = useInvitation(gameId, token);
  const accept = useAcceptInvitation(gameId, token);
  if (invitation.isPending) return <Spinner size={24} label="Opening the invitation" />;
  if (!invitation.data) {
    const { status, message } = parseApiError(invitation.error);
    return (
      <div className="join-invitation">
        <p className="form__error" role="alert">
          {message ?? 'The invitation could not be opened. Please try again.'}
        </p>
        {status === 404 ? (
          <Link to={`/game/${gameId}/join`} className={buttonClass('outline', 'md', 'btn--block')}>
            Enter a code instead
          </Link>
        ) : null}
      </div>
    );
  }
  const { game, accessLevel, email, claimable } = invitation.data;
  const here = `${location.pathname}${location.search}`;
  const refusal = accept.isError ? (parseApiError(accept.error).message ?? 'Could not open the game. Please try again.') : null;
  return (
    <div className="join-invitation">
      <p className="join-existing__note">You are invited to this game.</p>
      <JoinGameSummary game={game} level={accessLevel} />
      <p className="join-invitation__to">
        Invitation sent to <strong className="break-all">{email}</strong>
      </p>
      {signedIn ? (
        <>
          {refusal ? (
            <p className="form__error" role="alert">
              {refusal}
            </p>
          ) : null}
          <Button size="lg" block loading={accept.isPending} onClick={() => accept.mutate()}>
            Enter Game
          </Button>
        </>
      ) : (
        <InvitationAccount email={email} claimable={claimable} here={here} />
      )}
    </div>
  );
}

/** Signed out: create the account (or sign in) from here; an address that has an account signs in with it. */
function InvitationAccount({ email, claimable, here }: { email: string; claimable: boolean; here: string }) {
  if (!claimable)
    return (
      <div className="join-account">
        <p>This address has an account: sign in with it to open the game. You come straight back here.</p>
        <Link to={signInReturningTo(here, undefined, email)} className={buttonClass('primary', 'lg', 'btn--block')}>
          Sign In
        </Link>
      </div>
    );
  return (
    <div className="join-account">
      <p>Create your account (or sign in) to open the game. You come straight back here.</p>
      <div className="button-row">
        <Link to={signInReturningTo(here, 'register', email)} className={buttonClass('primary')}>
          Create Account
        </Link>
        <Link to={signInReturningTo(here, undefined, email)} className={buttonClass('outline')}>
          Sign In
        </Link>
      </div>
    </div>
  );
}
