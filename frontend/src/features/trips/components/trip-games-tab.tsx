import type { TripGameView, TripView } from '@golf/contracts';
import { gameTypeDefinition, isGameTypeId } from '@golf/golf';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FlagIcon } from '../../../components/icons/flag-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';

const STATUS: Record<TripGameView['status'], string> = { setup: 'Setup', in_progress: 'In Progress', completed: 'Completed' };
const typeName = (id: string) => (isGameTypeId(id) ? gameTypeDefinition(id).name : id);
const newGameLink = (tripId: string) => `/game-setup?tripId=${encodeURIComponent(tripId)}`;

/** The trip's games (name, type, players, status, 'View Game'), 'Create Game for Trip' when none, else 'Add Another Game'. */
export function TripGamesTab({ trip, games }: { trip: TripView; games: UseQueryResult<TripGameView[]> }) {
  if (games.isPending) return <PageSpinner />;
  if (games.isError) return <EmptyState tone="error" title="Could not load the trip's games" text="Please try again." />;
  if (games.data.length === 0)
    return (
      <EmptyState
        icon={<FlagIcon size={28} />}
        title="No games yet"
        text="Games created for this trip count toward its standings."
        action={
          <Link to={newGameLink(trip.id)} className={buttonClass('primary')}>
            <PlusIcon size={18} />
            Create Game for Trip
          </Link>
        }
      />
    );
  return (
    <div className="trip-section">
      <ul className="trip-list" aria-label="Trip games">
        {games.data.map((game) => (
          <li key={game.id}>
            <Card className="trip-game">
              <div className="trip-game__text">
                <h3 className="trip-game__name">{game.name}</h3>
                <p className="trip-game__meta">
                  {typeName(game.gameType)} · {game.playerCount} {game.playerCount === 1 ? 'player' : 'players'}
                </p>
              </div>
              <Badge variant={game.status === 'in_progress' ? 'default' : 'secondary'}>{STATUS[game.status]}</Badge>
              <Link to={`/game/${encodeURIComponent(game.id)}/leaderboard`} className={buttonClass('outline', 'sm', 'trip-game__link')}>
                View Game
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Link to={newGameLink(trip.id)} className={buttonClass('primary', 'md', 'btn--block')}>
        <PlusIcon size={18} />
        Add Another Game
      </Link>
    </div>
  );
}
