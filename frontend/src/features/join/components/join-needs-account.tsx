import type { GameAccessLevel } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';
import { signInReturningTo } from '../../../lib/return-path.ts';

/** A player or admin code needs an account (every score has a person behind it); this page comes back after signing in. */
export function JoinNeedsAccount({ level, here }: { level: Exclude<GameAccessLevel, 'viewer'>; here: string }) {
  return (
    <div className="join-account">
      <p>
        Sign in or create an account to join as {level === 'admin' ? 'an admin' : 'a player'}: every score has a person behind it. You come
        straight back here.
      </p>
      <div className="button-row">
        <Link to={signInReturningTo(here)} className={buttonClass('primary')}>
          Sign In
        </Link>
        <Link to={signInReturningTo(here, 'register')} className={buttonClass('outline')}>
          Create Account
        </Link>
      </div>
    </div>
  );
}
