import { LeaderboardLoader } from '../../features/leaderboard/components/leaderboard-loader.tsx';
import '../../features/leaderboard/styles/leaderboard.css';

/** /game/{gameId}/leaderboard: standings, round by round, payouts and the game summary. */
export function GameLeaderboardRoute() {
  return <LeaderboardLoader />;
}
