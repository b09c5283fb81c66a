import type { ReactNode } from 'react';
import type { LeaderboardView } from '@golf/contracts';
import { Link, useParams } from 'react-router-dom';
import { BeingRepaired } from '../../../components/ui/being-repaired.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { dropGuestPass, guestPassOf } from '../../../lib/guest-passes.ts';
import { useRecheckWhileRepairing } from '../../../lib/use-recheck-while-repairing.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard.ts';
import { LeaderboardScreen } from './leaderboard-screen.tsx';
import { ScoreHistoryProvider } from './score-history-provider.tsx';

/**
 * Loads the game's overall leaderboard and keeps it live; a game that is gone or hidden reads
 * 'Game not found' (a spectator whose pass stopped working is told so), and a game being
 * repaired says so instead of its last standings. A live refetch that fails for any other
 * reason (no signal) keeps the standings already shown.
 */
export function LeaderboardLoader({
  adminTools,
  followTools,
}: {
  adminTools?: (view: LeaderboardView) => ReactNode;
  followTools?: (view: LeaderboardView) => ReactNode;
}) {
  const { gameId = '' } = useParams();
  const leaderboard = useLeaderboard(gameId);
  const repairing = useRecheckWhileRepairing(leaderboard);
  // A failed refetch keeps the standings shown, unless the answer was that the game is not (or no longer) yours to see.
  const gone = leaderboard.isError && parseApiError(leaderboard.error).status === 404;
  const unreadable = gone || repairing || (leaderboard.isError && leaderboard.data === undefined);
  useLiveLeaderboard(unreadable ? '' : gameId);
  if (leaderboard.isPending) return <PageSpinner />;
  if (repairing) {
    return (
      <div className="page">
        <BeingRepaired
          error={leaderboard.error}
          action={
            <Link to="/" className={buttonClass('outline')}>
              Go Home
            </Link>
          }
        />
      </div>
    );
  }
  if (unreadable && !getAuthToken() && guestPassOf(gameId)) return <SpectatorLockedOut gameId={gameId} />;
  if (unreadable || leaderboard.data === undefined) {
    return (
      <div className="not-found">
        <h1 className="not-found__title">Game not found</h1>
        <p className="not-found__text">It may have been deleted, or you may not have access to it.</p>
        <Link to="/" className={buttonClass('primary')}>
          Go Home
        </Link>
      </div>
    );
  }
  return (
    <ScoreHistoryProvider gameId={gameId}>
      <LeaderboardScreen overall={leaderboard.data} adminTools={adminTools} followTools={followTools} />
    </ScoreHistoryProvider>
  );
}

/**
 * A spectator whose pass stopped working (the organiser made new codes): the pass is forgotten
 * and the join screen takes the new code.
 */
function SpectatorLockedOut({ gameId }: { gameId: string }) {
  return (
    <div className="not-found">
      <h1 className="not-found__title">You no longer have access to this game</h1>
      <p className="not-found__text">Its codes were changed. Ask the organiser for the new viewer link or code.</p>
      <Link to={`/game/${gameId}/join`} className={buttonClass('primary')} onClick={() => dropGuestPass(gameId)}>
        Enter a new code
      </Link>
    </div>
  );
}
