import type { TripView } from '@golf/contracts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { CupScreen } from '../../features/cup/components/cup-screen.tsx';
import { FollowButton } from '../../features/push/components/follow-button.tsx';
import { useLiveTrip } from '../../features/trips/hooks/use-live-trip.ts';
import { TripScreen } from './trip-screen.tsx';
import '../../features/cup/styles/cup.css';
import '../../features/push/push.css';

/** /trips/:tripId/cup: the cup's board, live over the trip's stream; members may follow the trip (and so the cup). */
export function TripCupRoute() {
  return <TripScreen>{(trip) => <TripCup trip={trip} />}</TripScreen>;
}

function TripCup({ trip }: { trip: TripView }) {
  useLiveTrip(trip.id);
  return (
    <div className="trip-detail">
      <BackLink to={`/trips/${encodeURIComponent(trip.id)}`}>Back to {trip.name}</BackLink>
      <CupScreen tripId={trip.id} organizer={trip.myRole === 'organizer'} follow={<FollowButton target={{ tripId: trip.id }} compact />} />
    </div>
  );
}
