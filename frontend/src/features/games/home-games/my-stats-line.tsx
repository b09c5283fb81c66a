import type { GameTypeId } from '@golf/golf';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LeaderboardEntry } from '../api/get-leaderboard.ts';
import { myStats } from './my-stats.ts';

type MyStatsLineProps = { leaderboard: UseQueryResult<LeaderboardEntry[]>; myPlayerId: string | null; gameType: GameTypeId };

/** The user's standing in an in-progress game; nothing when the leaderboard cannot be read. */
export function MyStatsLine({ leaderboard, myPlayerId, gameType }: MyStatsLineProps) {
  if (myPlayerId === null) return <p className="my-stats my-stats--muted">You're not participating in this game</p>;
  if (leaderboard.isPending) return <p className="my-stats my-stats--muted">Loading your stats</p>;
  const stats = leaderboard.data ? myStats(leaderboard.data, myPlayerId, gameType) : null;
  if (!stats) return null;
  return (
    <dl className="my-stats">
      <div className="my-stats__item">
        <dt>Rank</dt>
        <dd>{stats.rank}</dd>
      </div>
      {stats.points === null ? null : (
        <div className="my-stats__item">
          <dt>Points</dt>
          <dd>{stats.points}</dd>
        </div>
      )}
      {stats.rank === 'Not started' ? null : (
        <div className="my-stats__item">
          <dt>To Par</dt>
          <dd>{stats.toPar}</dd>
        </div>
      )}
    </dl>
  );
}
