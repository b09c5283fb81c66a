import { FollowButton } from '../../features/push/components/follow-button.tsx';
import { TripStandings } from '../../features/trips/components/trip-standings.tsx';
import { TripScreen } from './trip-screen.tsx';
import '../../features/push/push.css';

/** /trips/:tripId/standings: the trip's money and the settle-up, live; members may follow its lead. */
export function TripStandingsRoute() {
  return <TripScreen>{(trip) => <TripStandings trip={trip} follow={<FollowButton target={{ tripId: trip.id }} compact />} />}</TripScreen>;
}
