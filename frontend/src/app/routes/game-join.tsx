import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user.ts';
import { JoinScreen } from '../../features/join/components/join-screen.tsx';
import { useFirstScreenHandOff } from '../../first-screen/hand-off.ts';
import { JoinBoardPreview } from './join-board-preview.tsx';
import '../../features/join/join.css';
import '../../features/leaderboard/styles/leaderboard.css';

/** /game/{gameId}/join: open to visitors (a viewer code needs no account). */
export function GameJoinRoute() {
  useFirstScreenHandOff();
  const { gameId = '' } = useParams();
  const { data: user } = useUser();
  return <JoinScreen key={gameId} gameId={gameId} signedIn={Boolean(user)} viewerExtra={<JoinBoardPreview gameId={gameId} />} />;
}
