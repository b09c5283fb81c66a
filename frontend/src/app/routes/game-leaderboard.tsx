import { useUser } from '../../features/auth/api/get-user.ts';
import { ShareGameButton } from '../../features/games/sharing/share-game-button.tsx';
import { LeaderboardFromLink } from '../../features/leaderboard/components/leaderboard-from-link.tsx';
import { FollowButton } from '../../features/push/components/follow-button.tsx';
import { useFirstScreenHandOff } from '../../first-screen/hand-off.ts';
import '../../features/games/styles/game-sharing.css';
import '../../features/leaderboard/styles/leaderboard.css';
import '../../features/push/push.css';

/**
 * /game/{gameId}/leaderboard: standings, round by round, payouts and the game summary; anyone may
 * follow it, its admins can share it. The server draws it too (a viewer link's board, decision 0704).
 */
export function GameLeaderboardRoute() {
  useFirstScreenHandOff();
  const { data: user } = useUser();
  return (
    <LeaderboardFromLink
      signedIn={Boolean(user)}
      followTools={(view) => <FollowButton target={{ gameId: view.gameId }} compact />}
      adminTools={(view) => <ShareGameButton gameId={view.gameId} gameName={view.gameName} compact />}
    />
  );
}
