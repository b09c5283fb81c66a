import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user.ts';
import { JoinScreen } from '../../features/join/components/join-screen.tsx';
import '../../features/join/join.css';

/** /game/{gameId}/join: open to visitors (a viewer code needs no account). */
export function GameJoinRoute() {
  const { gameId = '' } = useParams();
  const { data: user } = useUser();
  return <JoinScreen key={gameId} gameId={gameId} signedIn={Boolean(user)} />;
}
