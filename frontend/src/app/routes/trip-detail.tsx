import { CupTeeTimes } from '../../features/cup/components/cup-tee-times.tsx';
import { TripDetail } from '../../features/trips/components/trip-detail.tsx';
import { TripScreen } from './trip-screen.tsx';
import '../../features/cup/styles/cup.css';

/** /trips/:tripId: the trip with its cup's score and tee times, and its Games and Setup tabs. */
export function TripDetailRoute() {
  return (
    <TripScreen>
      {(trip) => <TripDetail trip={trip} cup={<CupTeeTimes tripId={trip.id} organizer={trip.myRole === 'organizer'} />} />}
    </TripScreen>
  );
}
