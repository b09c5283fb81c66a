import { TripStandings } from '../../features/trips/components/trip-standings.tsx';
import { TripScreen } from './trip-screen.tsx';

/** /trips/:tripId/standings: the trip's money and the settle-up, live. */
export function TripStandingsRoute() {
  return <TripScreen>{(trip) => <TripStandings trip={trip} />}</TripScreen>;
}
