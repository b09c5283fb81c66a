import { MapIcon } from '../../../components/icons/map-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useTrips } from '../api/get-trips.ts';
import { TripCard } from './trip-card.tsx';

/** The user's trips, or 'No trips yet' with 'Create Your First Trip'. */
export function TripList({ onNewTrip }: { onNewTrip: () => void }) {
  const trips = useTrips();
  if (trips.isPending) return <PageSpinner />;
  if (trips.isError) return <EmptyState tone="error" title="Could not load your trips" text="Please try again." />;
  if (trips.data.length === 0)
    return (
      <EmptyState
        icon={<MapIcon size={28} />}
        title="No trips yet"
        text="Group a weekend's games, its players and its courses, and see who owes whom at the end."
        action={
          <Button onClick={onNewTrip}>
            <PlusIcon size={18} />
            Create Your First Trip
          </Button>
        }
      />
    );
  return (
    <ul className="trip-list" aria-label="Trips">
      {trips.data.map((trip) => (
        <li key={trip.id}>
          <TripCard trip={trip} />
        </li>
      ))}
    </ul>
  );
}
