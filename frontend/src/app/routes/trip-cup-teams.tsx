import { cupMessages, type TripView } from '@golf/contracts';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../components/layout/back-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useCup } from '../../features/cup/api/get-cup.ts';
import { CupTeamForm } from '../../features/cup/components/cup-team-form.tsx';
import { useTripMembers } from '../../features/trips/api/get-trip-details.ts';
import { TripScreen } from './trip-screen.tsx';
import '../../features/cup/styles/cup.css';

/** /trips/:tripId/cup/teams: the cup's teams, for the trip's organizers. */
export function TripCupTeamsRoute() {
  return <TripScreen>{(trip) => <TripCupTeams trip={trip} />}</TripScreen>;
}

function TripCupTeams({ trip }: { trip: TripView }) {
  const navigate = useNavigate();
  const cup = useCup(trip.id);
  const members = useTripMembers(trip.id);
  const back = `/trips/${encodeURIComponent(trip.id)}/cup`;
  return (
    <div className="trip-detail">
      <BackLink to={back}>Back to the cup</BackLink>
      <h1 className="trip-detail__name">Cup teams</h1>
      {trip.myRole !== 'organizer' ? (
        <EmptyState title="Organizers only" text={cupMessages.organizersOnly} />
      ) : cup.isPending || members.isPending ? (
        <PageSpinner />
      ) : cup.isError || members.isError ? (
        <EmptyState tone="error" title="Could not load the teams" text="Please try again." />
      ) : (
        <CupTeamForm
          tripId={trip.id}
          cup={cup.data}
          members={members.data.map((member) => ({
            userId: member.userId,
            name: [member.user.firstName, member.user.lastName].filter(Boolean).join(' ') || member.user.email,
          }))}
          onSaved={() => void navigate(back)}
        />
      )}
    </div>
  );
}
