import type { GameView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';

/**
 * What a player or viewer sees instead of a screen that changes the game (setup, rounds,
 * handicaps, editing): why, and the ways they may follow it. The server refuses their changes
 * anyway; this spares them a form that cannot work.
 */
export function AdminsOnly({ game }: { game: GameView }) {
  return (
    <div className="not-found">
      <h1 className="not-found__title">{game.name}</h1>
      <p className="not-found__text">
        Only the game’s admins can change its setup. You can follow it on the leaderboard
        {game.accessLevel === 'player' ? ' and enter your scores' : ''}.
      </p>
      <div className="button-row">
        <Link to={`/game/${game.id}/leaderboard`} className={buttonClass('outline')}>
          Leaderboard
        </Link>
        {game.accessLevel === 'player' && game.status === 'in_progress' ? (
          <Link to={`/game/${game.id}/scoring`} className={buttonClass('primary')}>
            Enter Scores
          </Link>
        ) : null}
      </div>
    </div>
  );
}
