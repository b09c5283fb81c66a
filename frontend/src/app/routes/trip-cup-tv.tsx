import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useCup } from '../../features/cup/api/get-cup.ts';
import { CupTv } from '../../features/cup/components/cup-tv.tsx';
import { useScreenAwake } from '../../features/leaderboard/tv/use-screen-awake.ts';
import { useLiveTrip } from '../../features/trips/hooks/use-live-trip.ts';
import '../../features/leaderboard/styles/leaderboard-tv.css';
import '../../features/cup/styles/cup.css';

/** /trips/:tripId/cup/tv: the cup for a clubhouse screen, signed in as a member, live over the trip's stream, kept awake. */
export function TripCupTvRoute() {
  const { tripId = '' } = useParams();
  const cup = useCup(tripId);
  useLiveTrip(tripId);
  useScreenAwake();
  if (cup.isPending) return <PageSpinner />;
  if (!cup.data) {
    return (
      <div className="tv tv--message">
        <p className="tv__empty">{cup.isError ? 'This cup cannot be shown here.' : 'This trip has no cup yet.'}</p>
      </div>
    );
  }
  return <CupTv cup={cup.data} />;
}
