import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user.ts';
import { JoinScreen } from '../../features/join/components/join-screen.tsx';
import { FollowButton } from '../../features/push/components/follow-button.tsx';
import { useFirstScreenHandOff } from '../../first-screen/hand-off.ts';
import { JoinBoardPreview } from './join-board-preview.tsx';
import '../../features/join/join.css';
import '../../features/leaderboard/styles/leaderboard.css';
import '../../features/push/push.css';

/** /game/{gameId}/join: open to visitors (a viewer code needs no account); a viewer code's game may be followed from here. */
export function GameJoinRoute() {
  useFirstScreenHandOff();
  const { gameId = '' } = useParams();
  const { data: user } = useUser();
  return (
    <JoinScreen
      key={gameId}
      gameId={gameId}
      signedIn={Boolean(user)}
      viewerExtra={<JoinBoardPreview gameId={gameId} />}
      follow={(id, code) => <FollowButton target={{ gameId: id }} code={code} />}
    />
  );
}
