import type { GameSummaryView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GameListCard } from './game-list-card.tsx';

/** The completed games list is capped (spec section 9). */
const COMPLETED_SHOWN = 10;

function Section({ title, games, note }: { title: string; games: GameSummaryView[]; note?: string }) {
  if (games.length === 0) return null;
  return (
    <section className="stack" aria-label={title}>
      <h2 className="section-title">
        {title} ({games.length})
      </h2>
      {note ? <p className="muted">{note}</p> : null}
      <ul className="stack">
        {games.map((game) => (
          <li key={game.id}>
            <GameListCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Active Games, Setup Required, and the first 10 Completed Games. */
export function GamesOverview({ games }: { games: GameSummaryView[] }) {
  if (games.length === 0) {
    return (
      <EmptyState
        title="No games yet"
        text="Create a game, add your group and start scoring."
        action={
          <Link to="/game-type-selection" className={buttonClass('primary')}>
            Create New Game
          </Link>
        }
      />
    );
  }
  const completed = games.filter((g) => g.status === 'completed');
  return (
    <div className="stack stack--loose">
      <Section title="Active Games" games={games.filter((g) => g.status === 'in_progress')} />
      <Section title="Setup Required" games={games.filter((g) => g.status === 'setup')} />
      <Section
        title="Completed Games"
        games={completed.slice(0, COMPLETED_SHOWN)}
        {...(completed.length > COMPLETED_SHOWN ? { note: `Showing the latest ${COMPLETED_SHOWN} of ${completed.length}.` } : {})}
      />
    </div>
  );
}
