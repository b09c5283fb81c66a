import { useState } from 'react';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RemoveRowButton, TripSection } from './trip-section.tsx';
import { useRemoveTripCourse } from '../api/change-trip-courses.ts';
import { useTripCourses } from '../api/get-trip-details.ts';
import { AddTripCourseDialog } from './add-trip-course-dialog.tsx';

/** The trip's venues; organizers get 'Add Course' and a remove button per course. */
export function TripCoursesSection({ tripId, organizer }: { tripId: string; organizer: boolean }) {
  const courses = useTripCourses(tripId);
  const removal = useRemoveTripCourse(tripId);
  const [adding, setAdding] = useState(false);
  return (
    <TripSection
      title="Courses"
      add={organizer ? { label: 'Add Course', icon: <PlusIcon size={16} />, onClick: () => setAdding(true) } : null}
    >
      {courses.isPending ? (
        <Spinner />
      ) : courses.isError ? (
        <p className="form__error">Could not load the courses.</p>
      ) : courses.data.length === 0 ? (
        <p className="field__hint">Add courses to limit game selections to trip venues</p>
      ) : (
        <ul className="trip-rows" aria-label="Courses">
          {courses.data.map(({ course }) => (
            <li key={course.id} className="trip-row">
              <span className="trip-row__text">
                <span className="trip-row__title">{course.name}</span>
                <span className="trip-row__meta">
                  {course.location} · {course.holes} holes{course.rating === null ? '' : ` · Rating ${course.rating}`}
                </span>
              </span>
              {organizer ? (
                <RemoveRowButton name={course.name} disabled={removal.isPending} onClick={() => removal.mutate(course.id)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {organizer ? (
        <AddTripCourseDialog tripId={tripId} open={adding} onOpenChange={setAdding} onTrip={courses.data?.map((c) => c.courseId) ?? []} />
      ) : null}
    </TripSection>
  );
}
