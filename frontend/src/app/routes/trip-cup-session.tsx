import { cupMessages, type TripView } from '@golf/contracts';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../components/layout/back-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useCup } from '../../features/cup/api/get-cup.ts';
import { SessionMaker } from '../../features/cup/components/session-maker.tsx';
import { TripScreen } from './trip-screen.tsx';
import '../../features/cup/styles/cup.css';

/** /trips/:tripId/cup/session: a new session's pairings and matches, for the organizers and the captains. */
export function TripCupSessionRoute() {
  return <TripScreen>{(trip) => <TripCupSession trip={trip} />}</TripScreen>;
}

function TripCupSession({ trip }: { trip: TripView }) {
  const navigate = useNavigate();
  const cup = useCup(trip.id);
  const back = `/trips/${encodeURIComponent(trip.id)}/cup`;
  return (
    <div className="trip-detail">
      <BackLink to={back}>Back to the cup</BackLink>
      <h1 className="trip-detail__name">New session</h1>
      {cup.isPending ? (
        <PageSpinner />
      ) : cup.isError ? (
        <EmptyState tone="error" title="Could not load the cup" text="Please try again." />
      ) : !cup.data ? (
        <EmptyState title="No cup yet" text={cupMessages.noCup} />
      ) : !cup.data.mayMakeMatches ? (
        <EmptyState title="Captains only" text={cupMessages.captainsOnly} />
      ) : (
        <SessionMaker cup={cup.data} onMade={() => void navigate(back)} />
      )}
    </div>
  );
}
