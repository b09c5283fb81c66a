import { useUser } from '../../features/auth/api/get-user.ts';
import { TvScreen } from '../../features/leaderboard/tv/tv-screen.tsx';
import { FollowButton } from '../../features/push/components/follow-button.tsx';
import '../../features/leaderboard/styles/leaderboard.css';
import '../../features/leaderboard/styles/leaderboard-tv.css';
import '../../features/push/push.css';
import { useFirstScreenHandOff } from '../../first-screen/hand-off.ts';

/** /game/{gameId}/tv: the leaderboard for a clubhouse screen; open to visitors with the viewer link; a phone showing it may follow the game. */
export function GameTvRoute() {
  useFirstScreenHandOff();
  const { data: user } = useUser();
  return <TvScreen signedIn={Boolean(user)} follow={(gameId) => <FollowButton target={{ gameId }} compact />} />;
}
