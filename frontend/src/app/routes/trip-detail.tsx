import { TripDetail } from '../../features/trips/components/trip-detail.tsx';
import { TripScreen } from './trip-screen.tsx';

/** /trips/:tripId: the trip with its Games and Setup tabs. */
export function TripDetailRoute() {
  return <TripScreen>{(trip) => <TripDetail trip={trip} />}</TripScreen>;
}
