import { ShareGameButton } from '../../features/games/sharing/share-game-button.tsx';
import { LeaderboardLoader } from '../../features/leaderboard/components/leaderboard-loader.tsx';
import '../../features/games/styles/game-sharing.css';
import '../../features/leaderboard/styles/leaderboard.css';

/** /game/{gameId}/leaderboard: standings, round by round, payouts and the game summary; its admins can share it from here. */
export function GameLeaderboardRoute() {
  return <LeaderboardLoader adminTools={(view) => <ShareGameButton gameId={view.gameId} gameName={view.gameName} compact />} />;
}
