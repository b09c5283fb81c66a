import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard.ts';
import { LeaderboardScreen } from './leaderboard-screen.tsx';
import { ScoreHistoryProvider } from './score-history-provider.tsx';

/**
 * Loads the game's overall leaderboard and keeps it live; a game that is gone or hidden reads
 * 'Game not found'. A live refetch that fails keeps the standings already shown.
 */
export function LeaderboardLoader() {
  const { gameId = '' } = useParams();
  const leaderboard = useLeaderboard(gameId);
  const unreadable = leaderboard.isError && leaderboard.data === undefined;
  useLiveLeaderboard(unreadable ? '' : gameId);
  if (leaderboard.isPending) return <PageSpinner />;
  if (leaderboard.data === undefined) {
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
      <LeaderboardScreen overall={leaderboard.data} />
    </ScoreHistoryProvider>
  );
}
