import type { TripView } from '@golf/contracts';
import { TripCoursesSection } from './trip-courses-section.tsx';
import { TripMembersSection } from './trip-members-section.tsx';

/** Members and Courses; organizers add and remove them, members see them. */
export function TripSetupTab({ trip }: { trip: TripView }) {
  const organizer = trip.myRole === 'organizer';
  return (
    <div className="trip-section">
      <TripMembersSection tripId={trip.id} organizer={organizer} />
      <TripCoursesSection tripId={trip.id} organizer={organizer} />
    </div>
  );
}
