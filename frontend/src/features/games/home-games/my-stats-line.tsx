import { useLeaderboardEntries } from '../api/get-leaderboard.ts';
import { myStats } from './my-stats.ts';

/** The user's standing in an in-progress game; nothing when the leaderboard cannot be read. */
export function MyStatsLine({ gameId, myPlayerId }: { gameId: string; myPlayerId: string | null }) {
  const leaderboard = useLeaderboardEntries(gameId, myPlayerId !== null);
  if (myPlayerId === null) return <p className="my-stats my-stats--muted">You're not participating in this game</p>;
  if (leaderboard.isPending) return <p className="my-stats my-stats--muted">Loading your stats</p>;
  const stats = leaderboard.data ? myStats(leaderboard.data, myPlayerId) : null;
  if (!stats) return null;
  return (
    <dl className="my-stats">
      <div className="my-stats__item">
        <dt>Rank</dt>
        <dd>{stats.rank}</dd>
      </div>
      <div className="my-stats__item">
        <dt>Points</dt>
        <dd>{stats.points}</dd>
      </div>
      <div className="my-stats__item">
        <dt>To Par</dt>
        <dd>{stats.toPar}</dd>
      </div>
    </dl>
  );
}
