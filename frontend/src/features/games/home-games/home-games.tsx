import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGames } from '../api/get-games.ts';
import { CurrentGameCard } from './current-game-card.tsx';
import { RecentGameRow } from './recent-game-row.tsx';

/** Home shows at most this many finished games. */
const RECENT_GAMES = 5;

/**
 * The home body: Current Game(s) in progress with a way to start another, or `noCurrentGame`
 * (the 'Ready for a Round?' card) when there is none; then Recent Games. Starting a game is
 * always one tap away.
 */
export function HomeGames({ noCurrentGame }: { noCurrentGame: ReactNode }) {
  const games = useGames();
  if (games.isPending) {
    return (
      <div className="center-row">
        <Spinner size={28} label="Loading your games" />
      </div>
    );
  }
  const all = games.data ?? [];
  const current = all.filter((g) => g.status === 'in_progress');
  const recent = all
    .filter((g) => g.status === 'completed')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_GAMES);

  return (
    <>
      {current.length > 0 ? (
        <section className="stack" aria-label="Current games">
          <h2 className="section-title">{current.length > 1 ? `Current Games (${current.length})` : 'Current Game'}</h2>
          <ul className="stack">
            {current.map((game) => (
              <li key={game.id}>
                <CurrentGameCard game={game} />
              </li>
            ))}
          </ul>
          <Link to="/game-type-selection" className={buttonClass('outline', 'lg', 'btn--block')}>
            <PlusIcon size={20} />
            Create New Game
          </Link>
        </section>
      ) : (
        noCurrentGame
      )}
      {recent.length > 0 ? (
        <section className="stack" aria-label="Recent games">
          <h2 className="section-title">Recent Games</h2>
          <Card>
            <ul className="recent-list">
              {recent.map((game) => (
                <RecentGameRow key={game.id} game={game} />
              ))}
            </ul>
          </Card>
        </section>
      ) : null}
    </>
  );
}
