import type { TripStandingsView, TripView } from '@golf/contracts';
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { WrenchIcon } from '../../../components/icons/wrench-icon.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { BeingRepaired } from '../../../components/ui/being-repaired.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useRecheckWhileRepairing } from '../../../lib/use-recheck-while-repairing.ts';
import { useTripStandings } from '../api/get-trip-details.ts';
import { useLiveTrip } from '../hooks/use-live-trip.ts';
import { provisionalText } from '../model/trip-labels.ts';
import { PersonStanding } from './person-standing.tsx';
import { SettleUpCard } from './settle-up-card.tsx';

/** The trip's standings over its games, live as scores come in, and the settle-up. */
export function TripStandings({ trip, follow }: { trip: TripView; follow?: ReactNode }) {
  const standings = useTripStandings(trip.id);
  const repairing = useRecheckWhileRepairing(standings);
  useLiveTrip(trip.id);
  return (
    <div className="trip-detail">
      <BackLink to={`/trips/${encodeURIComponent(trip.id)}`}>Back to {trip.name}</BackLink>
      <header className="trip-detail__header">
        <h1 className="trip-detail__name">Standings</h1>
        <p className="trip-detail__description">{trip.name}: every game's money, added up. Updates live as scores come in.</p>
        {follow}
      </header>
      {standings.isPending ? (
        <PageSpinner />
      ) : repairing ? (
        <BeingRepaired error={standings.error} />
      ) : standings.isError ? (
        <EmptyState tone="error" title="Could not load the standings" text="Please try again." />
      ) : (
        <StandingsBody standings={standings.data} />
      )}
    </div>
  );
}

function StandingsBody({ standings }: { standings: TripStandingsView }) {
  const gameNames = new Map(standings.games.map((game) => [game.gameId, game.name]));
  return (
    <>
      {standings.beingRepaired.length > 0 ? <LeftOut games={standings.beingRepaired} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>
            Money{' '}
            {standings.provisional ? (
              <Badge variant="accent" title="Games of the trip are still to be completed">
                Provisional
              </Badge>
            ) : null}
          </CardTitle>
          {standings.provisional ? (
            <p className="trip-standings__provisional" role="status">
              {provisionalText(standings)}
            </p>
          ) : null}
          <CardDescription>
            {standings.games.length === 0
              ? 'No games yet: create one from the trip to start the standings.'
              : `Over ${standings.games.length} ${standings.games.length === 1 ? 'game' : 'games'}. Every player stakes an equal share of what a game pays out (prizes, Nassau bets, skins).`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="trip-standings" aria-label="Standings">
            {standings.people.map((person, index) => (
              <PersonStanding key={person.key} rank={index + 1} person={person} gameNames={gameNames} />
            ))}
          </ol>
        </CardContent>
      </Card>
      <SettleUpCard standings={standings} />
    </>
  );
}

/** The games the standings leave out while they are being repaired: the money shown is without them. */
function LeftOut({ games }: { games: TripStandingsView['beingRepaired'] }) {
  const names = games.map((game) => `“${game.name}”`).join(', ');
  return (
    <div className="notice notice--warning" role="status">
      <WrenchIcon size={18} />
      <div>
        <p className="notice__title">{games.length === 1 ? 'One game is not counted yet' : `${games.length} games are not counted yet`}</p>
        <p>
          {names} {games.length === 1 ? 'is' : 'are'} being repaired: a recorded change could not be applied. The money below is without{' '}
          {games.length === 1 ? 'it' : 'them'} until the repair is done; nothing entered is lost.
        </p>
      </div>
    </div>
  );
}
