import type { TripView } from '@golf/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { MapIcon } from '../../components/icons/map-icon.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useTrip } from '../../features/trips/api/get-trips.ts';
import { BackToTrips } from '../../features/trips/components/trip-detail.tsx';
import '../../features/trips/styles/trips.css';

/** A screen of one trip (/trips/:tripId…): the trip from the user's list, or 'Trip not found'. */
export function TripScreen({ children }: { children: (trip: TripView) => ReactNode }) {
  const { tripId = '' } = useParams();
  const trip = useTrip(tripId);
  if (trip.isPending) return <PageSpinner />;
  if (!trip.data)
    return (
      <div className="page">
        <BackToTrips />
        <EmptyState icon={<MapIcon size={28} />} title="Trip not found" text="It does not exist, or you are not one of its members." />
      </div>
    );
  return <div className="page">{children(trip.data)}</div>;
}
