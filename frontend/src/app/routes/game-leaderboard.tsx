import { ShareGameButton } from '../../features/games/sharing/share-game-button.tsx';
import { LeaderboardLoader } from '../../features/leaderboard/components/leaderboard-loader.tsx';
import { FollowButton } from '../../features/push/components/follow-button.tsx';
import '../../features/games/styles/game-sharing.css';
import '../../features/leaderboard/styles/leaderboard.css';
import '../../features/push/push.css';

/** /game/{gameId}/leaderboard: standings, round by round, payouts and the game summary; anyone may follow it, its admins can share it. */
export function GameLeaderboardRoute() {
  return (
    <LeaderboardLoader
      followTools={(view) => <FollowButton target={{ gameId: view.gameId }} compact />}
      adminTools={(view) => <ShareGameButton gameId={view.gameId} gameName={view.gameName} compact />}
    />
  );
}
