import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlusIcon } from '../../components/icons/plus-icon.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NewTripDialog } from '../../features/trips/components/new-trip-dialog.tsx';
import { TripList } from '../../features/trips/components/trip-list.tsx';
import '../../features/trips/styles/trips.css';

/** /trips: the user's trips and the 'New Trip' dialog. */
export function TripsRoute() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader
        title="Trips"
        description="Your golf trips: their games, players and courses."
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <PlusIcon size={18} />
            New Trip
          </Button>
        }
      />
      <TripList onNewTrip={() => setCreating(true)} />
      <NewTripDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(trip) => {
          setCreating(false);
          void navigate(`/trips/${encodeURIComponent(trip.id)}`);
        }}
      />
    </div>
  );
}
