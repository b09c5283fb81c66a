import { Link } from 'react-router-dom';
import { MapPinIcon } from '../../../components/icons/map-pin-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** A course that does not exist, or that belongs to someone else (the API answers 404 for both). */
export function CourseNotFound() {
  return (
    <EmptyState
      icon={<MapPinIcon size={28} />}
      title="Course not found"
      text="It may have been deleted, or it is not one of your courses."
      action={
        <Link to="/courses" className={buttonClass('outline')}>
          Back to Courses
        </Link>
      }
    />
  );
}
