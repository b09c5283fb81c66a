import type { TripView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { CalendarIcon } from '../../../components/icons/calendar-icon.tsx';
import { ChevronRightIcon } from '../../../components/icons/chevron-right-icon.tsx';
import { MapPinIcon } from '../../../components/icons/map-pin-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { dateRangeText } from '../model/trip-labels.ts';

/** A trip in the list: name, location badge, description and dates; the whole card opens the trip. */
export function TripCard({ trip }: { trip: TripView }) {
  const dates = dateRangeText(trip);
  return (
    <Link to={`/trips/${encodeURIComponent(trip.id)}`} className="card trip-card">
      <span className="trip-card__head">
        <span className="trip-card__name">{trip.name}</span>
        <ChevronRightIcon size={20} className="trip-card__chevron" />
      </span>
      <span className="trip-card__badges">
        {trip.location ? (
          <Badge variant="secondary">
            <MapPinIcon size={14} />
            {trip.location}
          </Badge>
        ) : null}
        {trip.myRole === 'organizer' ? <Badge variant="outline">Organizer</Badge> : null}
      </span>
      {trip.description ? <span className="trip-card__description">{trip.description}</span> : null}
      {dates ? (
        <span className="trip-card__dates">
          <CalendarIcon size={16} />
          {dates}
        </span>
      ) : null}
    </Link>
  );
}
