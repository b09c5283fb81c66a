import { useUser } from '../../features/auth/api/get-user.ts';
import { TvScreen } from '../../features/leaderboard/tv/tv-screen.tsx';
import '../../features/leaderboard/styles/leaderboard.css';
import '../../features/leaderboard/styles/leaderboard-tv.css';
import { useFirstScreenHandOff } from '../../first-screen/hand-off.ts';

/** /game/{gameId}/tv: the leaderboard for a clubhouse screen; open to visitors with the viewer link. */
export function GameTvRoute() {
  useFirstScreenHandOff();
  const { data: user } = useUser();
  return <TvScreen signedIn={Boolean(user)} />;
}
