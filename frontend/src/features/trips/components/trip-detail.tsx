import type { TripView } from '@golf/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { CalendarIcon } from '../../../components/icons/calendar-icon.tsx';
import { MapPinIcon } from '../../../components/icons/map-pin-icon.tsx';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { BeingRepaired } from '../../../components/ui/being-repaired.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useRecheckWhileRepairing } from '../../../lib/use-recheck-while-repairing.ts';
import { useTripGames } from '../api/get-trip-details.ts';
import { useLiveTrip } from '../hooks/use-live-trip.ts';
import { dateRangeText } from '../model/trip-labels.ts';
import { TripGamesTab } from './trip-games-tab.tsx';
import { TripSetupTab } from './trip-setup-tab.tsx';

/** 'Back to Trips' and the link back to the list, as every trip screen has it. */
export function BackToTrips() {
  return <BackLink to="/trips">Back to Trips</BackLink>;
}

/**
 * A trip: its details, the Standings link, what the app composes beside it (`cup`: the trip's
 * cup and tee times), and the Games and Setup tabs; a trip being repaired says so instead.
 */
export function TripDetail({ trip, cup }: { trip: TripView; cup?: ReactNode }) {
  const games = useTripGames(trip.id);
  const repairing = useRecheckWhileRepairing(games);
  useLiveTrip(trip.id);
  const dates = dateRangeText(trip);
  return (
    <div className="trip-detail">
      <BackToTrips />
      <header className="trip-detail__header">
        <h1 className="trip-detail__name">{trip.name}</h1>
        <div className="trip-card__badges">
          {trip.location ? (
            <Badge variant="secondary">
              <MapPinIcon size={14} />
              {trip.location}
            </Badge>
          ) : null}
          <Badge variant="outline">{trip.myRole === 'organizer' ? 'Organizer' : 'Member'}</Badge>
        </div>
        {trip.description ? <p className="trip-detail__description">{trip.description}</p> : null}
        {dates ? (
          <p className="trip-card__dates">
            <CalendarIcon size={16} />
            {dates}
          </p>
        ) : null}
      </header>
      {repairing ? (
        <BeingRepaired error={games.error} />
      ) : (
        <>
          {cup}
          <TripTabs trip={trip} games={games} />
        </>
      )}
    </div>
  );
}

/** The Standings link, and the Games and Setup tabs. */
function TripTabs({ trip, games }: { trip: TripView; games: ReturnType<typeof useTripGames> }) {
  const [tab, setTab] = useState('games');
  const count = games.data?.length;
  return (
    <>
      <Link to={`/trips/${encodeURIComponent(trip.id)}/standings`} className={buttonClass('secondary', 'md', 'btn--block')}>
        <TrophyIcon size={18} />
        Standings and Settle Up
      </Link>
      <Tabs
        label="Trip"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'games',
            label: count === undefined ? 'Games' : `Games (${count})`,
            content: <TripGamesTab trip={trip} games={games} />,
          },
          { value: 'setup', label: 'Setup', content: <TripSetupTab trip={trip} /> },
        ]}
      />
    </>
  );
}
