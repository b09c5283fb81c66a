import { Link } from 'react-router-dom';
import { PlusIcon } from '../../components/icons/plus-icon.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useGames } from '../../features/games/api/get-games.ts';
import { GamesOverview } from '../../features/games/games-list/games-overview.tsx';
import '../../features/games/styles/games.css';

/** /games: every game of the user by status. */
export function GamesRoute() {
  const games = useGames();
  return (
    <div className="page">
      <PageHeader
        title="Games"
        description="Your games, by where they stand."
        actions={
          <Link to="/game-type-selection" className={buttonClass('primary', 'sm')}>
            <PlusIcon size={18} />
            New Game
          </Link>
        }
      />
      {games.isPending ? (
        <PageSpinner />
      ) : games.isError ? (
        <p className="form__error" role="alert">
          Could not load your games. Please try again.
        </p>
      ) : (
        <GamesOverview games={games.data} />
      )}
    </div>
  );
}
