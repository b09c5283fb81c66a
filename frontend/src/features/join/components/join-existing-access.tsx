import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useMyGame } from '../api/get-my-game.ts';
import { screenAfterJoin } from '../model/join-code.ts';
import { JoinGameSummary } from './join-game-summary.tsx';

/** Signed in without a code (an e-mail invitation links here): the game as shared with you, if it is. */
export function JoinExistingAccess({ gameId }: { gameId: string }) {
  const game = useMyGame(gameId, true);
  if (!game.data) return null;
  return (
    <div className="join-existing">
      <p className="join-existing__note">This game is shared with you.</p>
      <JoinGameSummary game={game.data} level={game.data.accessLevel} />
      <Link to={screenAfterJoin(game.data.id, game.data.accessLevel)} className={buttonClass('primary', 'lg', 'btn--block')}>
        Enter Game
      </Link>
    </div>
  );
}
